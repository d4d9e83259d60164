CREATE TABLE "octo_bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"uuid" text NOT NULL,
	"reseller_id" uuid NOT NULL,
	"tour_id" uuid,
	"option_id" text NOT NULL,
	"date" date NOT NULL,
	"start_time" text NOT NULL,
	"status" text DEFAULT 'ON_HOLD' NOT NULL,
	"hold_key" text NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL,
	"unit_items" jsonb NOT NULL,
	"party" jsonb NOT NULL,
	"num_people" integer NOT NULL,
	"price_lines" jsonb NOT NULL,
	"total_paise" bigint NOT NULL,
	"price_paise" bigint NOT NULL,
	"contact" jsonb NOT NULL,
	"notes" text,
	"reseller_reference" text,
	"booking_id" uuid,
	"confirmed_at" timestamp (3) with time zone,
	"cancelled_at" timestamp (3) with time zone,
	"cancel_reason" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "octo_bookings_reseller_uuid_key" UNIQUE("reseller_id","uuid"),
	CONSTRAINT "octo_bookings_hold_key_key" UNIQUE("hold_key"),
	CONSTRAINT "octo_bookings_status_check" CHECK ("octo_bookings"."status" in ('ON_HOLD', 'CONFIRMED', 'CANCELLED')),
	CONSTRAINT "octo_bookings_people_positive" CHECK ("octo_bookings"."num_people" >= 1)
);
--> statement-breakpoint
ALTER TABLE "octo_bookings" ADD CONSTRAINT "octo_bookings_reseller_id_resellers_id_fk" FOREIGN KEY ("reseller_id") REFERENCES "public"."resellers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "octo_bookings" ADD CONSTRAINT "octo_bookings_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "octo_bookings" ADD CONSTRAINT "octo_bookings_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "octo_bookings_reseller_reference_idx" ON "octo_bookings" USING btree ("reseller_id","reseller_reference");--> statement-breakpoint
CREATE INDEX "octo_bookings_booking_idx" ON "octo_bookings" USING btree ("booking_id");