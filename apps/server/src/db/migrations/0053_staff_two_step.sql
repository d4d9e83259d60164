CREATE TABLE "staff_recovery_codes" (
	"user_id" uuid NOT NULL,
	"code_hash" text NOT NULL,
	"used_at" timestamp (3) with time zone,
	CONSTRAINT "staff_recovery_codes_user_id_code_hash_pk" PRIMARY KEY("user_id","code_hash")
);
--> statement-breakpoint
CREATE TABLE "staff_remembered_devices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL,
	"last_used_at" timestamp (3) with time zone,
	CONSTRAINT "staff_remembered_devices_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "staff_remembered_devices_at_most_30_days" CHECK ("staff_remembered_devices"."expires_at" <= "staff_remembered_devices"."created_at" + interval '30 days')
);
--> statement-breakpoint
CREATE TABLE "staff_two_step" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"secret" text,
	"pending_secret" text,
	"enabled_at" timestamp (3) with time zone,
	"last_used_step" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "staff_recovery_codes" ADD CONSTRAINT "staff_recovery_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_remembered_devices" ADD CONSTRAINT "staff_remembered_devices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_two_step" ADD CONSTRAINT "staff_two_step_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_remembered_devices_user_idx" ON "staff_remembered_devices" USING btree ("user_id");--> statement-breakpoint
-- Enabling or changing an authenticator is announced like a users change, so every instance
-- forgets its cached sessions and checks the second step of the next request at once.
CREATE TRIGGER "staff_two_step_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "staff_two_step" FOR EACH STATEMENT EXECUTE FUNCTION "yatrika_notify_table_change"();
--> statement-breakpoint
-- When two-step sign-in arrived on this server: owners and managers not yet enrolled have
-- STAFF_TWO_STEP_GRACE_DAYS from the later of this and their account's creation (decision 049).
INSERT INTO "settings" ("key", "value") VALUES ('staff_two_step_since', to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) ON CONFLICT ("key") DO NOTHING;
