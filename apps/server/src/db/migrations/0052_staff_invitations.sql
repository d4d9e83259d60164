CREATE TABLE "staff_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"staff_role" text NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" uuid NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL,
	"accepted_at" timestamp (3) with time zone,
	"accepted_user_id" uuid,
	"withdrawn_at" timestamp (3) with time zone,
	CONSTRAINT "staff_invitations_role_known" CHECK ("staff_invitations"."staff_role" in ('owner', 'manager', 'front_desk', 'guide', 'accountant')),
	CONSTRAINT "staff_invitations_accepted_or_withdrawn" CHECK ("staff_invitations"."accepted_at" is null or "staff_invitations"."withdrawn_at" is null)
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_sign_in_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "staff_invitations" ADD CONSTRAINT "staff_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_invitations" ADD CONSTRAINT "staff_invitations_accepted_user_id_users_id_fk" FOREIGN KEY ("accepted_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "staff_invitations_token_hash_key" ON "staff_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "staff_invitations_open_idx" ON "staff_invitations" USING btree ("created_at" DESC NULLS LAST) WHERE "staff_invitations"."accepted_at" is null and "staff_invitations"."withdrawn_at" is null;