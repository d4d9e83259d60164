-- One refund table (decision 042): a booking's own cancel refund leaves its columns on `bookings`
-- and joins every other refund of it in `booking_refunds`, with the booking's id as its id (the
-- idempotency key the provider has always been sent for it), so a retry after this migration
-- refunds nothing twice. Its ledger row and credit note already exist; their keys name the refund
-- row now (`refund:<id>`), which for the moved refunds is the same id they named before.
ALTER TABLE "booking_refunds" DROP CONSTRAINT "booking_refunds_reason_check";--> statement-breakpoint
ALTER TABLE "booking_refunds" ADD CONSTRAINT "booking_refunds_reason_check" CHECK ("booking_refunds"."reason" in ('cancel', 'party_reduced', 'cancel_by_hand', 'cancel_balance', 'rescheduled'));--> statement-breakpoint
INSERT INTO "booking_refunds" ("id", "booking_id", "reason", "amount_paise", "payment_id", "status", "refund_id", "reference", "retry_count", "retry_at", "refunded_at", "created_at", "updated_at")
SELECT b."id", b."id", 'cancel', coalesce(b."refund_amount_paise", b."total_paise"),
       CASE WHEN b."refund_status" IN ('manual', 'handed_back') THEN NULL ELSE b."payment_id" END,
       b."refund_status", b."refund_id", b."refund_reference", b."refund_retry_count", b."refund_retry_at", b."refunded_at",
       coalesce((SELECT l."created_at" FROM "booking_ledger" l WHERE l."source" = 'booking_refund' AND l."source_id" = b."id"::text), b."updated_at"),
       b."updated_at"
  FROM "bookings" b
 WHERE b."refund_status" IS NOT NULL AND coalesce(b."refund_amount_paise", b."total_paise") > 0;--> statement-breakpoint
ALTER TABLE "booking_ledger" DROP CONSTRAINT "booking_ledger_source_check";--> statement-breakpoint
UPDATE "booking_ledger" SET "source" = 'refund' WHERE "source" IN ('booking_refund', 'partial_refund');--> statement-breakpoint
ALTER TABLE "booking_ledger" ADD CONSTRAINT "booking_ledger_source_check" CHECK ("booking_ledger"."source" in ('order', 'collection', 'refund'));--> statement-breakpoint
UPDATE "tax_documents" SET "refund_key" = 'refund:' || substr("refund_key", position(':' in "refund_key") + 1)
 WHERE "refund_key" LIKE 'booking\_refund:%' OR "refund_key" LIKE 'partial\_refund:%';--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_refund_status_check";--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_refund_by_hand_no_provider";--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_refund_reference_handed_back";--> statement-breakpoint
DROP INDEX "bookings_refunded_at_idx";--> statement-breakpoint
DROP INDEX "bookings_refund_idx";--> statement-breakpoint
DROP INDEX "bookings_refund_retry_idx";--> statement-breakpoint
CREATE INDEX "booking_refunds_refunded_at_idx" ON "booking_refunds" USING btree ("refunded_at") WHERE "booking_refunds"."status" in ('processed', 'handed_back');--> statement-breakpoint
ALTER TABLE "bookings" DROP COLUMN "refund_id";--> statement-breakpoint
ALTER TABLE "bookings" DROP COLUMN "refund_amount_paise";--> statement-breakpoint
ALTER TABLE "bookings" DROP COLUMN "refund_status";--> statement-breakpoint
ALTER TABLE "bookings" DROP COLUMN "refund_reference";--> statement-breakpoint
ALTER TABLE "bookings" DROP COLUMN "refunded_at";--> statement-breakpoint
ALTER TABLE "bookings" DROP COLUMN "refund_retry_count";--> statement-breakpoint
ALTER TABLE "bookings" DROP COLUMN "refund_retry_at";
