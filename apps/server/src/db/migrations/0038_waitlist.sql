CREATE TABLE "waitlist_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"tour_id" uuid NOT NULL,
	"date" date NOT NULL,
	"start_time" text NOT NULL,
	"num_people" integer NOT NULL,
	"party" jsonb,
	"status" text DEFAULT 'waiting' NOT NULL,
	"offer_hold_id" uuid,
	"offered_at" timestamp (3) with time zone,
	"offer_expires_at" timestamp (3) with time zone,
	"ended_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waitlist_entries_status_check" CHECK ("waitlist_entries"."status" in ('waiting', 'offered', 'booked', 'lapsed', 'left', 'ended')),
	CONSTRAINT "waitlist_entries_num_people_positive" CHECK ("waitlist_entries"."num_people" >= 1)
);
--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_entries_live_key" ON "waitlist_entries" USING btree ("user_id","tour_id","date","start_time") WHERE "waitlist_entries"."status" in ('waiting', 'offered');--> statement-breakpoint
CREATE INDEX "waitlist_entries_departure_idx" ON "waitlist_entries" USING btree ("tour_id","date","start_time","created_at");--> statement-breakpoint
CREATE INDEX "waitlist_entries_user_idx" ON "waitlist_entries" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "waitlist_entries_live_idx" ON "waitlist_entries" USING btree ("status","date") WHERE "waitlist_entries"."status" in ('waiting', 'offered');