ALTER TABLE "booking_events" DROP CONSTRAINT "booking_events_kind_check";--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_refund_status_check";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "refund_reference" text;--> statement-breakpoint
ALTER TABLE "booking_events" ADD CONSTRAINT "booking_events_kind_check" CHECK ("booking_events"."kind" in ('accepted', 'canceled', 'moved', 'note', 'refund_handed_back'));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_refund_by_hand_no_provider" CHECK ("bookings"."refund_status" not in ('manual', 'handed_back') or "bookings"."refund_id" is null);--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_refund_reference_handed_back" CHECK ("bookings"."refund_reference" is null or "bookings"."refund_status" = 'handed_back');--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_refund_status_check" CHECK ("bookings"."refund_status" is null or "bookings"."refund_status" in ('pending', 'processed', 'failed', 'manual', 'handed_back'));--> statement-breakpoint
-- Refunds of offline payments sent to the provider before this migration (refused, and retried
-- for ever) become refunds owed by hand.
UPDATE "bookings" SET "refund_status" = 'manual', "refund_retry_count" = 0, "refund_retry_at" = NULL
WHERE "refund_status" IN ('pending', 'failed') AND "refund_id" IS NULL
  AND "order_id" IN (SELECT "id" FROM "payment_orders" WHERE "payment_method" <> 'online');
