ALTER TABLE "tours" ADD COLUMN "start_times" text[] DEFAULT '{09:00}'::text[] NOT NULL;--> statement-breakpoint
-- Every tour so far had one start time: its list is that time.
UPDATE "tours" SET "start_times" = ARRAY["start_time"];--> statement-breakpoint
ALTER TABLE "tours" ADD CONSTRAINT "tours_start_times_first" CHECK (cardinality("tours"."start_times") between 1 and 6 and "tours"."start_times"[1] = "tours"."start_time");--> statement-breakpoint
-- A departure is now a tour on a date at a start time. What exists sits on its tour's start time;
-- a booking whose tour was deleted keeps 09:00, the start time every tour had before schedules
-- (decision 022): its tour's time is no longer known.
ALTER TABLE "bookings" ADD COLUMN "start_time" text;--> statement-breakpoint
UPDATE "bookings" SET "start_time" = COALESCE((SELECT "tours"."start_time" FROM "tours" WHERE "tours"."id" = "bookings"."tour_id"), '09:00');--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "start_time" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "departures" ADD COLUMN "start_time" text;--> statement-breakpoint
UPDATE "departures" SET "start_time" = "tours"."start_time" FROM "tours" WHERE "tours"."id" = "departures"."tour_id";--> statement-breakpoint
ALTER TABLE "departures" ALTER COLUMN "start_time" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "seat_holds" ADD COLUMN "start_time" text;--> statement-breakpoint
UPDATE "seat_holds" SET "start_time" = "tours"."start_time" FROM "tours" WHERE "tours"."id" = "seat_holds"."tour_id";--> statement-breakpoint
ALTER TABLE "seat_holds" ALTER COLUMN "start_time" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "departures" DROP CONSTRAINT "departures_tour_id_date_pk";--> statement-breakpoint
ALTER TABLE "departures" ADD CONSTRAINT "departures_tour_id_date_start_time_pk" PRIMARY KEY("tour_id","date","start_time");--> statement-breakpoint
DROP INDEX "bookings_tour_date_idx";--> statement-breakpoint
CREATE INDEX "bookings_tour_date_idx" ON "bookings" USING btree ("tour_id","booking_date","start_time");--> statement-breakpoint
DROP INDEX "seat_holds_departure_idx";--> statement-breakpoint
CREATE INDEX "seat_holds_departure_idx" ON "seat_holds" USING btree ("tour_id","date","start_time","expires_at");
