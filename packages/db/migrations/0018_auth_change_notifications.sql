-- hand-written (decision 034): PostgreSQL names the user whose session, account or profile changed, on the channel
-- limpa_auth_changes, so every API process can drop what it remembers of that user's sessions (the signed-in
-- fast path's cache). A notification goes out when the transaction commits; the committing connection receives its
-- own before its COMMIT completes, so a process reads its own writes. TRUNCATE sends '*': forget everyone.
CREATE OR REPLACE FUNCTION notify_auth_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('limpa_auth_changes', '*');
  ELSE
    -- TG_ARGV[0]: the column holding the user's id (users.id, sessions.user_id, profiles.user_id).
    PERFORM pg_notify('limpa_auth_changes', to_jsonb(OLD) ->> TG_ARGV[0]);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER users_auth_change AFTER UPDATE ON users FOR EACH ROW
  WHEN (OLD IS DISTINCT FROM NEW) EXECUTE FUNCTION notify_auth_change('id');--> statement-breakpoint
CREATE TRIGGER users_auth_removal AFTER DELETE ON users FOR EACH ROW EXECUTE FUNCTION notify_auth_change('id');--> statement-breakpoint
CREATE TRIGGER users_auth_truncate AFTER TRUNCATE ON users FOR EACH STATEMENT EXECUTE FUNCTION notify_auth_change();--> statement-breakpoint
CREATE TRIGGER sessions_auth_change AFTER UPDATE ON sessions FOR EACH ROW
  WHEN (OLD IS DISTINCT FROM NEW) EXECUTE FUNCTION notify_auth_change('user_id');--> statement-breakpoint
CREATE TRIGGER sessions_auth_removal AFTER DELETE ON sessions FOR EACH ROW EXECUTE FUNCTION notify_auth_change('user_id');--> statement-breakpoint
CREATE TRIGGER sessions_auth_truncate AFTER TRUNCATE ON sessions FOR EACH STATEMENT EXECUTE FUNCTION notify_auth_change();--> statement-breakpoint
CREATE TRIGGER profiles_auth_change AFTER UPDATE ON profiles FOR EACH ROW
  WHEN (OLD IS DISTINCT FROM NEW) EXECUTE FUNCTION notify_auth_change('user_id');--> statement-breakpoint
CREATE TRIGGER profiles_auth_removal AFTER DELETE ON profiles FOR EACH ROW EXECUTE FUNCTION notify_auth_change('user_id');--> statement-breakpoint
CREATE TRIGGER profiles_auth_truncate AFTER TRUNCATE ON profiles FOR EACH STATEMENT EXECUTE FUNCTION notify_auth_change();
