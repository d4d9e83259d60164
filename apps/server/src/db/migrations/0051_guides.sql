CREATE TABLE "departure_guides" (
	"tour_id" uuid NOT NULL,
	"date" date NOT NULL,
	"start_time" text NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "departure_guides_tour_id_date_start_time_user_id_pk" PRIMARY KEY("tour_id","date","start_time","user_id")
);
--> statement-breakpoint
CREATE TABLE "tour_guides" (
	"tour_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tour_guides_tour_id_user_id_pk" PRIMARY KEY("tour_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "departure_guides" ADD CONSTRAINT "departure_guides_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "departure_guides" ADD CONSTRAINT "departure_guides_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_guides" ADD CONSTRAINT "tour_guides_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_guides" ADD CONSTRAINT "tour_guides_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "departure_guides_user_date_idx" ON "departure_guides" USING btree ("user_id","date");--> statement-breakpoint
CREATE INDEX "tour_guides_user_idx" ON "tour_guides" USING btree ("user_id");