CREATE TABLE "resellers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"commission_basis_points" integer NOT NULL,
	"key_hash" text NOT NULL,
	"key_prefix" text NOT NULL,
	"key_issued_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "resellers_key_hash_key" UNIQUE("key_hash"),
	CONSTRAINT "resellers_commission_range" CHECK ("resellers"."commission_basis_points" between 0 and 10000)
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "reseller_id" uuid;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "reseller_reference" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "collected_by" text DEFAULT 'yatrika' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_reseller_id_resellers_id_fk" FOREIGN KEY ("reseller_id") REFERENCES "public"."resellers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_reseller_date_idx" ON "bookings" USING btree ("reseller_id","booking_date") WHERE "bookings"."reseller_id" is not null;--> statement-breakpoint
CREATE INDEX "bookings_reseller_reference_idx" ON "bookings" USING btree ("reseller_id","reseller_reference") WHERE "bookings"."reseller_reference" is not null;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_collected_by_check" CHECK ("bookings"."collected_by" in ('yatrika', 'reseller'));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_collected_by_reseller" CHECK ("bookings"."collected_by" = 'yatrika' or ("bookings"."reseller_id" is not null and "bookings"."order_id" is null));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_reseller_reference_reseller" CHECK ("bookings"."reseller_reference" is null or "bookings"."reseller_id" is not null);