CREATE TABLE "booking_ledger" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"purpose" text,
	"reason" text,
	"amount_paise" bigint NOT NULL,
	"channel" text NOT NULL,
	"payment_id" text,
	"source" text NOT NULL,
	"source_id" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_ledger_source_key" UNIQUE("source","source_id"),
	CONSTRAINT "booking_ledger_amount_positive" CHECK ("booking_ledger"."amount_paise" > 0),
	CONSTRAINT "booking_ledger_kind_check" CHECK ("booking_ledger"."kind" in ('payment', 'refund')),
	CONSTRAINT "booking_ledger_channel_check" CHECK ("booking_ledger"."channel" in ('online', 'offline')),
	CONSTRAINT "booking_ledger_online_has_payment" CHECK (("booking_ledger"."channel" = 'online') = ("booking_ledger"."payment_id" is not null)),
	CONSTRAINT "booking_ledger_source_check" CHECK ("booking_ledger"."source" in ('order', 'collection', 'booking_refund', 'partial_refund')),
	CONSTRAINT "booking_ledger_purpose_check" CHECK ("booking_ledger"."purpose" is null or "booking_ledger"."purpose" in ('full', 'advance', 'balance', 'difference')),
	CONSTRAINT "booking_ledger_reason_check" CHECK ("booking_ledger"."reason" is null or "booking_ledger"."reason" in ('cancel', 'lapsed', 'party_reduced', 'cancel_by_hand', 'difference')),
	CONSTRAINT "booking_ledger_kind_detail" CHECK (("booking_ledger"."kind" = 'payment') = ("booking_ledger"."purpose" is not null) and ("booking_ledger"."kind" = 'refund') = ("booking_ledger"."reason" is not null))
);
--> statement-breakpoint
ALTER TABLE "payment_orders" DROP CONSTRAINT "payment_orders_booking_id_key";--> statement-breakpoint
ALTER TABLE "booking_refunds" DROP CONSTRAINT "booking_refunds_reason_check";--> statement-breakpoint
ALTER TABLE "tours" ADD COLUMN "advance_percent" integer;--> statement-breakpoint
ALTER TABLE "tours" ADD COLUMN "balance_due_days" integer;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "purpose" text DEFAULT 'booking' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "for_booking_id" uuid;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "top_up" jsonb;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "payment_plan" text DEFAULT 'full' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "balance_due_on" date;--> statement-breakpoint
ALTER TABLE "booking_ledger" ADD CONSTRAINT "booking_ledger_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_ledger_booking_idx" ON "booking_ledger" USING btree ("booking_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_orders_booking_id_key" ON "payment_orders" USING btree ("booking_id") WHERE "payment_orders"."purpose" = 'booking';--> statement-breakpoint
CREATE INDEX "payment_orders_for_booking_idx" ON "payment_orders" USING btree ("for_booking_id") WHERE "payment_orders"."for_booking_id" is not null;--> statement-breakpoint
CREATE INDEX "bookings_balance_due_idx" ON "bookings" USING btree ("balance_due_on") WHERE "bookings"."balance_due_on" is not null;--> statement-breakpoint
ALTER TABLE "tours" ADD CONSTRAINT "tours_part_payment_both" CHECK (("tours"."advance_percent" is null) = ("tours"."balance_due_days" is null));--> statement-breakpoint
ALTER TABLE "tours" ADD CONSTRAINT "tours_advance_percent_range" CHECK ("tours"."advance_percent" is null or "tours"."advance_percent" between 1 and 99);--> statement-breakpoint
ALTER TABLE "tours" ADD CONSTRAINT "tours_balance_due_days_range" CHECK ("tours"."balance_due_days" is null or "tours"."balance_due_days" between 1 and 365);--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_purpose_check" CHECK ("payment_orders"."purpose" in ('booking', 'balance', 'difference'));--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_purpose_target" CHECK (("payment_orders"."purpose" = 'booking') = ("payment_orders"."for_booking_id" is null and "payment_orders"."top_up" is null));--> statement-breakpoint
ALTER TABLE "booking_refunds" ADD CONSTRAINT "booking_refunds_reason_check" CHECK ("booking_refunds"."reason" in ('party_reduced', 'cancel_by_hand', 'cancel_balance'));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_payment_plan_check" CHECK ("bookings"."payment_plan" in ('full', 'advance'));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_balance_due_by_advance" CHECK ("bookings"."balance_due_on" is null or "bookings"."payment_plan" = 'advance');--> statement-breakpoint
-- The ledger starts with every booking's money as it stands (decision 035). A paid booking's first
-- payment is its order's amount (or, for bookings older than their orders, the total as first paid:
-- today's total plus what smaller parties got back minus what larger ones paid by hand).
INSERT INTO "booking_ledger" ("booking_id", "kind", "purpose", "amount_paise", "channel", "payment_id", "source", "source_id", "created_at")
SELECT b."id", 'payment', 'full',
  coalesce(o."amount_paise",
    b."total_paise"
    + coalesce((SELECT sum(r."amount_paise") FROM "booking_refunds" r WHERE r."booking_id" = b."id" AND r."reason" = 'party_reduced'), 0)
    - coalesce((SELECT sum(c."amount_paise") FROM "booking_collections" c WHERE c."booking_id" = b."id"), 0)),
  CASE WHEN coalesce(o."payment_method", 'online') = 'online' THEN 'online' ELSE 'offline' END,
  CASE WHEN coalesce(o."payment_method", 'online') = 'online' THEN b."payment_id" END,
  'order', coalesce(o."id", b."order_id", 'booking:' || b."id"::text), coalesce(o."paid_at", b."created_at")
FROM "bookings" b LEFT JOIN "payment_orders" o ON o."id" = b."order_id"
WHERE b."payment_id" IS NOT NULL;--> statement-breakpoint
INSERT INTO "booking_ledger" ("booking_id", "kind", "purpose", "amount_paise", "channel", "source", "source_id", "created_at")
SELECT c."booking_id", 'payment', 'difference', c."amount_paise", 'offline', 'collection', c."id"::text, c."created_at"
FROM "booking_collections" c;--> statement-breakpoint
INSERT INTO "booking_ledger" ("booking_id", "kind", "reason", "amount_paise", "channel", "payment_id", "source", "source_id", "created_at")
SELECT b."id", 'refund', 'cancel', b."refund_amount_paise",
  CASE WHEN b."refund_status" IN ('manual', 'handed_back') THEN 'offline' ELSE 'online' END,
  CASE WHEN b."refund_status" IN ('manual', 'handed_back') THEN NULL ELSE b."payment_id" END,
  'booking_refund', b."id"::text, coalesce(b."refunded_at", b."updated_at")
FROM "bookings" b
WHERE b."refund_status" IS NOT NULL AND b."refund_amount_paise" > 0;--> statement-breakpoint
INSERT INTO "booking_ledger" ("booking_id", "kind", "reason", "amount_paise", "channel", "payment_id", "source", "source_id", "created_at")
SELECT r."booking_id", 'refund', r."reason", r."amount_paise",
  CASE WHEN r."payment_id" IS NULL THEN 'offline' ELSE 'online' END,
  r."payment_id",
  'partial_refund', r."id"::text, r."created_at"
FROM "booking_refunds" r;
