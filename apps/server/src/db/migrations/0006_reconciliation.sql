CREATE TABLE "job_leases" (
	"name" text PRIMARY KEY NOT NULL,
	"holder" text,
	"locked_until" timestamp (3) with time zone,
	"last_started_at" timestamp (3) with time zone,
	"last_finished_at" timestamp (3) with time zone,
	"last_summary" jsonb
);
--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "refund_status" text;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "refund_reason" text;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "refund_id" text;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "refund_amount_paise" bigint;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "refund_requested_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "refunded_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "retry_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "retry_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "refund_retry_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "refund_retry_at" timestamp (3) with time zone;--> statement-breakpoint
CREATE INDEX "payment_orders_user_created_idx" ON "payment_orders" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "payment_orders_created_at_idx" ON "payment_orders" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "payment_orders_created_idx" ON "payment_orders" USING btree ("created_at") WHERE "payment_orders"."status" = 'created';--> statement-breakpoint
CREATE INDEX "payment_orders_unbooked_idx" ON "payment_orders" USING btree ("paid_at") WHERE "payment_orders"."status" = 'paid' and "payment_orders"."booking_id" is null and "payment_orders"."refund_status" is null;--> statement-breakpoint
CREATE INDEX "payment_orders_refund_retry_idx" ON "payment_orders" USING btree ("retry_at") WHERE "payment_orders"."refund_status" in ('pending', 'failed');--> statement-breakpoint
CREATE INDEX "bookings_refund_retry_idx" ON "bookings" USING btree ("refund_retry_at") WHERE "bookings"."refund_status" in ('pending', 'failed');--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_refund_status_check" CHECK ("payment_orders"."refund_status" is null or "payment_orders"."refund_status" in ('pending', 'processed', 'failed'));--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_refund_only_unbooked" CHECK ("payment_orders"."refund_status" is null or ("payment_orders"."status" = 'paid' and "payment_orders"."booking_id" is null));