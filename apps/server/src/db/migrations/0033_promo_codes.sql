CREATE TABLE "promo_code_uses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code_id" uuid NOT NULL,
	"booking_id" uuid NOT NULL,
	"order_id" text NOT NULL,
	"user_id" uuid,
	"counted_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"given_back_at" timestamp (3) with time zone
);
--> statement-breakpoint
CREATE TABLE "promo_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"percent_off" integer,
	"amount_off_paise" bigint,
	"valid_from" date,
	"valid_to" date,
	"tour_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"categories" text[] DEFAULT '{}'::text[] NOT NULL,
	"min_people" integer DEFAULT 1 NOT NULL,
	"max_uses" integer,
	"max_uses_per_traveller" integer,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_codes_kind_check" CHECK ("promo_codes"."kind" in ('percent', 'fixed')),
	CONSTRAINT "promo_codes_value_check" CHECK (("promo_codes"."kind" = 'percent' and "promo_codes"."percent_off" between 1 and 100 and "promo_codes"."amount_off_paise" is null) or ("promo_codes"."kind" = 'fixed' and "promo_codes"."amount_off_paise" > 0 and "promo_codes"."percent_off" is null)),
	CONSTRAINT "promo_codes_dates_check" CHECK ("promo_codes"."valid_from" is null or "promo_codes"."valid_to" is null or "promo_codes"."valid_from" <= "promo_codes"."valid_to"),
	CONSTRAINT "promo_codes_min_people_check" CHECK ("promo_codes"."min_people" >= 1),
	CONSTRAINT "promo_codes_limits_check" CHECK (("promo_codes"."max_uses" is null or "promo_codes"."max_uses" >= 1) and ("promo_codes"."max_uses_per_traveller" is null or "promo_codes"."max_uses_per_traveller" >= 1))
);
--> statement-breakpoint
ALTER TABLE "promo_code_uses" ADD CONSTRAINT "promo_code_uses_code_id_promo_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."promo_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_code_uses" ADD CONSTRAINT "promo_code_uses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "promo_code_uses_order_key" ON "promo_code_uses" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "promo_code_uses_booking_key" ON "promo_code_uses" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "promo_code_uses_counted_idx" ON "promo_code_uses" USING btree ("code_id","user_id") WHERE "promo_code_uses"."given_back_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "promo_codes_code_key" ON "promo_codes" USING btree (lower("code"));