-- Each payment toward a booking has its own tax invoice (decision 040): no longer one per booking.
DROP INDEX "tax_documents_booking_invoice_key";--> statement-breakpoint
ALTER TABLE "tax_documents" ADD COLUMN "payment_key" text;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_payment_key" UNIQUE("payment_key");--> statement-breakpoint
-- An invoice issued before is the invoice of its booking's first payment (its order), so that payment is never invoiced twice.
UPDATE "tax_documents" SET "payment_key" = 'order:' || "bookings"."order_id"
  FROM "bookings"
  WHERE "tax_documents"."kind" = 'invoice' AND "tax_documents"."booking_id" = "bookings"."id" AND "bookings"."order_id" IS NOT NULL;
