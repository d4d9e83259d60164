ALTER TABLE "tours" ADD COLUMN "price_types" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "tours" ADD COLUMN "group_discount" jsonb;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "party" jsonb;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "price_lines" jsonb;