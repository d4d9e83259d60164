CREATE TABLE "departures" (
	"tour_id" uuid NOT NULL,
	"date" date NOT NULL,
	"capacity" integer,
	"closed" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "departures_tour_id_date_pk" PRIMARY KEY("tour_id","date"),
	CONSTRAINT "departures_capacity_range" CHECK ("departures"."capacity" is null or "departures"."capacity" between 0 and 500)
);
--> statement-breakpoint
CREATE TABLE "seat_holds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tour_id" uuid NOT NULL,
	"date" date NOT NULL,
	"seats" integer NOT NULL,
	"user_id" uuid,
	"order_id" text,
	"expires_at" timestamp (3) with time zone NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seat_holds_order_id_key" UNIQUE("order_id"),
	CONSTRAINT "seat_holds_seats_positive" CHECK ("seat_holds"."seats" >= 1)
);
--> statement-breakpoint
DROP INDEX "bookings_tour_idx";--> statement-breakpoint
ALTER TABLE "tours" ADD COLUMN "capacity" integer DEFAULT 20 NOT NULL;--> statement-breakpoint
ALTER TABLE "tours" ADD COLUMN "duration_days" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "departures" ADD CONSTRAINT "departures_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_holds" ADD CONSTRAINT "seat_holds_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_holds" ADD CONSTRAINT "seat_holds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "departures_date_idx" ON "departures" USING btree ("date");--> statement-breakpoint
CREATE INDEX "seat_holds_departure_idx" ON "seat_holds" USING btree ("tour_id","date","expires_at");--> statement-breakpoint
CREATE INDEX "seat_holds_expires_idx" ON "seat_holds" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "bookings_tour_date_idx" ON "bookings" USING btree ("tour_id","booking_date");--> statement-breakpoint
ALTER TABLE "tours" ADD CONSTRAINT "tours_capacity_range" CHECK ("tours"."capacity" between 1 and 500);--> statement-breakpoint
ALTER TABLE "tours" ADD CONSTRAINT "tours_duration_range" CHECK ("tours"."duration_days" between 1 and 60);