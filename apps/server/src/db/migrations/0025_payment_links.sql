CREATE TABLE "payment_links" (
	"order_id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL,
	"withdrawn_at" timestamp (3) with time zone,
	"sent_count" integer DEFAULT 1 NOT NULL,
	"last_sent_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_links_sent_count_positive" CHECK ("payment_links"."sent_count" >= 1)
);
--> statement-breakpoint
ALTER TABLE "seat_holds" ADD COLUMN "by_operator" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_links" ADD CONSTRAINT "payment_links_order_id_payment_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."payment_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_links" ADD CONSTRAINT "payment_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_links_expires_idx" ON "payment_links" USING btree ("expires_at") WHERE "payment_links"."withdrawn_at" is null;