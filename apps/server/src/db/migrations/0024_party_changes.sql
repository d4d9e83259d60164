CREATE TABLE "sandbox_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"payment_id" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_refunds_payment_key" UNIQUE("payment_id","idempotency_key"),
	CONSTRAINT "sandbox_refunds_amount_positive" CHECK ("sandbox_refunds"."amount_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "booking_collections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"amount_paise" bigint NOT NULL,
	"method" text NOT NULL,
	"reference" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_collections_amount_positive" CHECK ("booking_collections"."amount_paise" > 0),
	CONSTRAINT "booking_collections_method_check" CHECK ("booking_collections"."method" in ('cash', 'upi', 'bank_transfer'))
);
--> statement-breakpoint
CREATE TABLE "booking_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"payment_id" text,
	"status" text NOT NULL,
	"refund_id" text,
	"reference" text,
	"retry_count" integer DEFAULT 0 NOT NULL,
	"retry_at" timestamp (3) with time zone,
	"refunded_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_refunds_amount_positive" CHECK ("booking_refunds"."amount_paise" > 0),
	CONSTRAINT "booking_refunds_reason_check" CHECK ("booking_refunds"."reason" in ('party_reduced', 'cancel_by_hand')),
	CONSTRAINT "booking_refunds_status_check" CHECK ("booking_refunds"."status" in ('pending', 'processed', 'failed', 'manual', 'handed_back')),
	CONSTRAINT "booking_refunds_channel" CHECK (("booking_refunds"."status" in ('manual', 'handed_back')) = ("booking_refunds"."payment_id" is null)),
	CONSTRAINT "booking_refunds_by_hand_no_provider" CHECK ("booking_refunds"."status" not in ('manual', 'handed_back') or "booking_refunds"."refund_id" is null),
	CONSTRAINT "booking_refunds_reference_handed_back" CHECK ("booking_refunds"."reference" is null or "booking_refunds"."status" = 'handed_back')
);
--> statement-breakpoint
ALTER TABLE "booking_events" DROP CONSTRAINT "booking_events_kind_check";--> statement-breakpoint
ALTER TABLE "sandbox_refunds" ADD CONSTRAINT "sandbox_refunds_payment_id_sandbox_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."sandbox_payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_collections" ADD CONSTRAINT "booking_collections_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_refunds" ADD CONSTRAINT "booking_refunds_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_collections_booking_idx" ON "booking_collections" USING btree ("booking_id","created_at");--> statement-breakpoint
CREATE INDEX "booking_refunds_booking_idx" ON "booking_refunds" USING btree ("booking_id","created_at");--> statement-breakpoint
CREATE INDEX "booking_refunds_refund_idx" ON "booking_refunds" USING btree ("refund_id");--> statement-breakpoint
CREATE INDEX "booking_refunds_retry_idx" ON "booking_refunds" USING btree ("retry_at") WHERE "booking_refunds"."status" in ('pending', 'failed');--> statement-breakpoint
-- The sandbox's refunds so far (one per payment, answered for its whole amount) move to their own table
-- before their columns go, so a refund asked again with its key is still answered the same.
INSERT INTO "sandbox_refunds" ("id", "payment_id", "idempotency_key", "amount_paise", "created_at")
SELECT "refund_id", "id", coalesce("refund_key", "refund_id"), "amount_paise", "created_at" FROM "sandbox_payments" WHERE "refund_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_payments" DROP COLUMN "refund_id";--> statement-breakpoint
ALTER TABLE "sandbox_payments" DROP COLUMN "refund_key";--> statement-breakpoint
ALTER TABLE "booking_events" ADD CONSTRAINT "booking_events_kind_check" CHECK ("booking_events"."kind" in ('accepted', 'canceled', 'moved', 'note', 'refund_handed_back', 'party_changed'));