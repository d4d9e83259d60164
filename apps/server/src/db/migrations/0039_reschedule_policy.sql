ALTER TABLE "booking_ledger" DROP CONSTRAINT "booking_ledger_reason_check";--> statement-breakpoint
ALTER TABLE "booking_refunds" DROP CONSTRAINT "booking_refunds_reason_check";--> statement-breakpoint
ALTER TABLE "tours" ADD COLUMN "reschedule_cutoff_hours" integer DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "tours" ADD CONSTRAINT "tours_reschedule_cutoff_range" CHECK ("tours"."reschedule_cutoff_hours" between 0 and 720);--> statement-breakpoint
ALTER TABLE "booking_ledger" ADD CONSTRAINT "booking_ledger_reason_check" CHECK ("booking_ledger"."reason" is null or "booking_ledger"."reason" in ('cancel', 'lapsed', 'party_reduced', 'cancel_by_hand', 'difference', 'rescheduled'));--> statement-breakpoint
ALTER TABLE "booking_refunds" ADD CONSTRAINT "booking_refunds_reason_check" CHECK ("booking_refunds"."reason" in ('party_reduced', 'cancel_by_hand', 'cancel_balance', 'rescheduled'));