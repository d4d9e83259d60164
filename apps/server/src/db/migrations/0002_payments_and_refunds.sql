CREATE TABLE "payment_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" uuid,
	"amount_paise" bigint NOT NULL,
	"currency" text DEFAULT 'INR' NOT NULL,
	"receipt" text,
	"booking_details" jsonb,
	"status" text DEFAULT 'created' NOT NULL,
	"payment_id" text,
	"paid_at" timestamp (3) with time zone,
	"booking_id" uuid,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_orders_payment_id_key" UNIQUE("payment_id"),
	CONSTRAINT "payment_orders_booking_id_key" UNIQUE("booking_id"),
	CONSTRAINT "payment_orders_amount_positive" CHECK ("payment_orders"."amount_paise" > 0),
	CONSTRAINT "payment_orders_currency_check" CHECK ("payment_orders"."currency" = 'INR'),
	CONSTRAINT "payment_orders_status_check" CHECK ("payment_orders"."status" in ('created', 'paid', 'failed')),
	CONSTRAINT "payment_orders_paid_has_payment" CHECK ("payment_orders"."status" <> 'paid' or ("payment_orders"."payment_id" is not null and "payment_orders"."paid_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "sandbox_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"amount_paise" bigint NOT NULL,
	"currency" text NOT NULL,
	"receipt" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"refund_id" text,
	"refund_key" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_payments_status_check" CHECK ("sandbox_payments"."status" in ('captured', 'failed', 'refunded'))
);
--> statement-breakpoint
CREATE TABLE "webhook_events" (
	"id" text PRIMARY KEY NOT NULL,
	"event" text NOT NULL,
	"received_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "order_id" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "payment_id" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "refund_id" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "refund_amount_paise" bigint;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "refund_status" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "refunded_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_payments" ADD CONSTRAINT "sandbox_payments_order_id_sandbox_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."sandbox_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_orders_user_paid_idx" ON "payment_orders" USING btree ("user_id","paid_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_payments_one_success_per_order" ON "sandbox_payments" USING btree ("order_id") WHERE "sandbox_payments"."status" <> 'failed';--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_order_id_payment_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."payment_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_payment_idx" ON "bookings" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "bookings_refund_idx" ON "bookings" USING btree ("refund_id");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_order_id_key" UNIQUE("order_id");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_refund_status_check" CHECK ("bookings"."refund_status" is null or "bookings"."refund_status" in ('pending', 'processed', 'failed'));