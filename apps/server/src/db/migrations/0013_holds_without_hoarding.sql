ALTER TABLE "seat_holds" DROP CONSTRAINT "seat_holds_seats_positive";--> statement-breakpoint
ALTER TABLE "seat_holds" ADD COLUMN "cooldown_ends_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "seat_holds" ADD COLUMN "client_address" text;--> statement-breakpoint
CREATE INDEX "seat_holds_user_idx" ON "seat_holds" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "seat_holds" ADD CONSTRAINT "seat_holds_seats_not_negative" CHECK ("seat_holds"."seats" >= 0);