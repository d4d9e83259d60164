-- Every instance keeps a few things in memory (the public tour lists, tours by id, who a token
-- belongs to). The database tells all of them when the rows behind those change, whoever wrote
-- them: one NOTIFY on the channel yatrika_changes, sent when the writing transaction commits.
-- Payloads: 'tours', 'users' (whole tables changed) or 'revoked_token:<jti>' (one sign-out).
CREATE FUNCTION "yatrika_notify_table_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('yatrika_changes', TG_TABLE_NAME);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "yatrika_notify_revoked_token"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('yatrika_changes', 'revoked_token:' || NEW.jti);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "tours_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "tours" FOR EACH STATEMENT EXECUTE FUNCTION "yatrika_notify_table_change"();
--> statement-breakpoint
-- New accounts change nothing an instance remembers; edits, deletions and role changes do.
CREATE TRIGGER "users_notify_change" AFTER UPDATE OR DELETE OR TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "yatrika_notify_table_change"();
--> statement-breakpoint
CREATE TRIGGER "revoked_tokens_notify" AFTER INSERT ON "revoked_tokens" FOR EACH ROW EXECUTE FUNCTION "yatrika_notify_revoked_token"();
