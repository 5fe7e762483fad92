CREATE SEQUENCE "public"."live_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "live_events" (
	"id" bigint PRIMARY KEY DEFAULT -nextval('live_events_id_seq') NOT NULL,
	"user_id" text NOT NULL,
	"event" text NOT NULL,
	"data" jsonb NOT NULL,
	"tx" bigint DEFAULT (pg_current_xact_id()::text)::bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "live_events" ADD CONSTRAINT "live_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "live_events_user_id_idx" ON "live_events" USING btree ("user_id","id");--> statement-breakpoint
-- hand-written (decision 082): live_event_publish() writes one provisional row per recipient in the caller's
-- transaction; a deferred trigger seals them at commit. The first sealing call of a transaction locks all its
-- recipients at once, in one global order (so two committing transactions never deadlock), renumbers its rows
-- from the sequence in the order they were written and NOTIFYs each. The locks last until the commit ends, so a
-- person's ids grow in commit order: a replay of `id > last` cannot miss a row that committed after a higher one.
CREATE OR REPLACE FUNCTION live_event_publish(user_ids text[], event text, data jsonb) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO live_events (user_id, event, data) SELECT DISTINCT u, event, data FROM unnest(user_ids) AS u
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION live_events_seal() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  me bigint := (pg_current_xact_id()::text)::bigint;
  r record;
  sealed record;
BEGIN
  -- Only the transaction's first firing has work left: it seals every row, so later ones find theirs gone.
  IF NOT EXISTS (SELECT 1 FROM live_events WHERE id = NEW.id) THEN
    RETURN NULL;
  END IF;
  FOR r IN SELECT DISTINCT hashtext(user_id) AS k FROM live_events WHERE id < 0 AND tx = me ORDER BY 1 LOOP
    PERFORM pg_advisory_xact_lock(82, r.k);
  END LOOP;
  -- Provisional ids are negated sequence values: the most negative was written last.
  FOR r IN SELECT id FROM live_events WHERE id < 0 AND tx = me ORDER BY id DESC LOOP
    UPDATE live_events SET id = nextval('live_events_id_seq') WHERE id = r.id
      RETURNING live_events.id, user_id, live_events.event, live_events.data INTO sealed;
    PERFORM pg_notify('limpa_live_events', json_build_object(
      'id', sealed.id, 'userId', sealed.user_id, 'event', sealed.event, 'data', sealed.data)::text);
  END LOOP;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER live_events_seal AFTER INSERT ON live_events DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION live_events_seal();
