ALTER TABLE "tours" ADD COLUMN "run_weekdays" integer[] DEFAULT '{0,1,2,3,4,5,6}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "tours" ADD COLUMN "seasons" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "tours" ADD COLUMN "closed_ranges" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "tours" ADD COLUMN "start_time" text DEFAULT '09:00' NOT NULL;--> statement-breakpoint
ALTER TABLE "tours" ADD COLUMN "cutoff_hours" integer;--> statement-breakpoint
ALTER TABLE "tours" ADD COLUMN "confirm_instantly" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tours" ADD CONSTRAINT "tours_cutoff_range" CHECK ("tours"."cutoff_hours" between 0 and 720);