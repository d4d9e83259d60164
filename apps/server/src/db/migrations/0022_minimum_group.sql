ALTER TABLE "tours" ADD COLUMN "min_group" integer;--> statement-breakpoint
ALTER TABLE "tours" ADD COLUMN "min_group_decision_hours" integer DEFAULT 48 NOT NULL;--> statement-breakpoint
ALTER TABLE "tours" ADD COLUMN "min_group_action" text DEFAULT 'cancel' NOT NULL;--> statement-breakpoint
ALTER TABLE "departures" ADD COLUMN "min_group_decided_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "departures" ADD COLUMN "min_group_outcome" text;--> statement-breakpoint
ALTER TABLE "tours" ADD CONSTRAINT "tours_min_group_range" CHECK ("tours"."min_group" is null or "tours"."min_group" between 1 and "tours"."capacity");--> statement-breakpoint
ALTER TABLE "tours" ADD CONSTRAINT "tours_min_group_decision_range" CHECK ("tours"."min_group_decision_hours" between 0 and 720);--> statement-breakpoint
ALTER TABLE "tours" ADD CONSTRAINT "tours_min_group_action_check" CHECK ("tours"."min_group_action" in ('cancel', 'confirm'));--> statement-breakpoint
ALTER TABLE "departures" ADD CONSTRAINT "departures_min_group_outcome_check" CHECK ("departures"."min_group_outcome" is null or "departures"."min_group_outcome" in ('canceled', 'runs'));