CREATE TABLE "customer_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"author_id" uuid,
	"author_name" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "closed_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "merged_into_id" uuid;--> statement-breakpoint
ALTER TABLE "moments" ADD COLUMN "hidden_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "moments" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "moments" ADD COLUMN "hidden_by" uuid;--> statement-breakpoint
ALTER TABLE "customer_notes" ADD CONSTRAINT "customer_notes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_notes" ADD CONSTRAINT "customer_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_notes_user_created_idx" ON "customer_notes" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
ALTER TABLE "moments" ADD CONSTRAINT "moments_hidden_by_users_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moments" ADD CONSTRAINT "moments_hidden_has_reason" CHECK (("moments"."hidden_at" is null) = ("moments"."hidden_reason" is null));--> statement-breakpoint
-- Travellers counted for the dashboard are open accounts: one closed by a merge leaves the total
-- (migration 0028 counted every account with the traveller role). No account is closed yet, so
-- the kept total needs no correction here.
CREATE OR REPLACE FUNCTION "yatrika_keep_traveller_total"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  delta bigint := 0;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM "kept_totals" WHERE "name" = 'travellers';
    RETURN NULL;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT delta + count(*) INTO delta FROM new_rows WHERE "role" = 'traveller' AND "closed_at" IS NULL;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    SELECT delta - count(*) INTO delta FROM old_rows WHERE "role" = 'traveller' AND "closed_at" IS NULL;
  END IF;
  IF delta <> 0 THEN
    INSERT INTO "kept_totals" ("name", "slot", "value") VALUES ('travellers', pg_backend_pid() % 8, delta)
      ON CONFLICT ("name", "slot") DO UPDATE SET "value" = "kept_totals"."value" + EXCLUDED."value";
  END IF;
  RETURN NULL;
END $$;
