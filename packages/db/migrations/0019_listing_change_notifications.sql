-- hand-written (decision 037): PostgreSQL says when what the provider list shows may have changed, on the channel
-- limpa_listing_changes, so every API process drops the list pages it remembers. The list reads cleaners' profiles
-- (every column: any change to a cleaner's row counts, so a column the list reads later cannot be missed) and their
-- time off. The payload is '*': any change may move any cleaner into or out of any page. One notification per
-- transaction (PostgreSQL folds identical ones), sent at commit; the committing connection hears it before COMMIT
-- returns, so a process reads its own writes.
CREATE OR REPLACE FUNCTION notify_listing_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('limpa_listing_changes', '*');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER profiles_listing_insert AFTER INSERT ON profiles FOR EACH ROW
  WHEN (NEW.role = 'cleaner') EXECUTE FUNCTION notify_listing_change();--> statement-breakpoint
CREATE TRIGGER profiles_listing_update AFTER UPDATE ON profiles FOR EACH ROW
  WHEN ((OLD.role = 'cleaner' OR NEW.role = 'cleaner') AND OLD IS DISTINCT FROM NEW)
  EXECUTE FUNCTION notify_listing_change();--> statement-breakpoint
CREATE TRIGGER profiles_listing_delete AFTER DELETE ON profiles FOR EACH ROW
  WHEN (OLD.role = 'cleaner') EXECUTE FUNCTION notify_listing_change();--> statement-breakpoint
CREATE TRIGGER profiles_listing_truncate AFTER TRUNCATE ON profiles FOR EACH STATEMENT
  EXECUTE FUNCTION notify_listing_change();--> statement-breakpoint
CREATE TRIGGER cleaner_time_off_listing_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON cleaner_time_off
  FOR EACH STATEMENT EXECUTE FUNCTION notify_listing_change();
