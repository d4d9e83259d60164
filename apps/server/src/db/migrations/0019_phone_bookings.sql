ALTER TABLE "payment_orders" ADD COLUMN "payment_method" text DEFAULT 'online' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "payment_reference" text;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_payment_method_check" CHECK ("payment_orders"."payment_method" in ('online', 'cash', 'upi', 'bank_transfer'));--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_offline_paid" CHECK ("payment_orders"."payment_method" = 'online' or "payment_orders"."status" = 'paid');
