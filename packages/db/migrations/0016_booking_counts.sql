CREATE TABLE "booking_counts" (
	"status" text NOT NULL,
	"currency" text NOT NULL,
	"payment_status" text NOT NULL,
	"slot" integer NOT NULL,
	"bookings" bigint DEFAULT 0 NOT NULL,
	"paid_fee_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "booking_counts_status_currency_payment_status_slot_pk" PRIMARY KEY("status","currency","payment_status","slot")
);
--> statement-breakpoint
CREATE INDEX "bookings_customer_pending_idx" ON "bookings" USING btree ("customer_id") WHERE "bookings"."status" = 'pending';--> statement-breakpoint
-- hand-written: booking_counts kept exact by statement-level triggers on bookings (decision 029). Each statement adds
-- its net deltas per (status, currency, payment status) to the rows of its own session (slot = backend pid, which
-- runs one transaction at a time), so concurrent bookings never wait on a shared counter row; readers sum the
-- slots. fold_booking_counts() moves idle slots into slot 0 (skipping rows a live transaction holds).
CREATE OR REPLACE FUNCTION booking_paid_fee(status text, payment_status text, final_total_cents integer,
    final_platform_fee_cents integer, platform_fee_cents integer) RETURNS bigint LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN payment_status <> 'paid' THEN 0
              WHEN status = 'completed' AND final_total_cents IS NOT NULL THEN final_platform_fee_cents
              ELSE platform_fee_cents END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION bookings_count_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO booking_counts AS c (status, currency, payment_status, slot, bookings, paid_fee_cents)
    SELECT status, currency, payment_status, pg_backend_pid(), sum(n), sum(fee) FROM (SELECT status, currency, payment_status, 1 AS n, booking_paid_fee(status, payment_status, final_total_cents, final_platform_fee_cents, platform_fee_cents) AS fee FROM new_rows) d
     GROUP BY status, currency, payment_status HAVING sum(n) <> 0 OR sum(fee) <> 0
     ORDER BY status, currency, payment_status
    ON CONFLICT (status, currency, payment_status, slot) DO UPDATE
    SET bookings = c.bookings + excluded.bookings, paid_fee_cents = c.paid_fee_cents + excluded.paid_fee_cents;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO booking_counts AS c (status, currency, payment_status, slot, bookings, paid_fee_cents)
    SELECT status, currency, payment_status, pg_backend_pid(), sum(n), sum(fee) FROM (SELECT status, currency, payment_status, -1 AS n, -booking_paid_fee(status, payment_status, final_total_cents, final_platform_fee_cents, platform_fee_cents) AS fee FROM old_rows) d
     GROUP BY status, currency, payment_status HAVING sum(n) <> 0 OR sum(fee) <> 0
     ORDER BY status, currency, payment_status
    ON CONFLICT (status, currency, payment_status, slot) DO UPDATE
    SET bookings = c.bookings + excluded.bookings, paid_fee_cents = c.paid_fee_cents + excluded.paid_fee_cents;
  ELSE
    INSERT INTO booking_counts AS c (status, currency, payment_status, slot, bookings, paid_fee_cents)
    SELECT status, currency, payment_status, pg_backend_pid(), sum(n), sum(fee) FROM (SELECT status, currency, payment_status, 1 AS n, booking_paid_fee(status, payment_status, final_total_cents, final_platform_fee_cents, platform_fee_cents) AS fee FROM new_rows
      UNION ALL SELECT status, currency, payment_status, -1 AS n, -booking_paid_fee(status, payment_status, final_total_cents, final_platform_fee_cents, platform_fee_cents) AS fee FROM old_rows) d
     GROUP BY status, currency, payment_status HAVING sum(n) <> 0 OR sum(fee) <> 0
     ORDER BY status, currency, payment_status
    ON CONFLICT (status, currency, payment_status, slot) DO UPDATE
    SET bookings = c.bookings + excluded.bookings, paid_fee_cents = c.paid_fee_cents + excluded.paid_fee_cents;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER bookings_count_insert AFTER INSERT ON bookings REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bookings_count_changes();--> statement-breakpoint
CREATE TRIGGER bookings_count_update AFTER UPDATE ON bookings REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bookings_count_changes();--> statement-breakpoint
CREATE TRIGGER bookings_count_delete AFTER DELETE ON bookings REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bookings_count_changes();--> statement-breakpoint
CREATE OR REPLACE FUNCTION fold_booking_counts() RETURNS void LANGUAGE sql AS $$
  WITH moved AS (
    DELETE FROM booking_counts WHERE slot <> 0 AND ctid IN (
      SELECT ctid FROM booking_counts WHERE slot <> 0 FOR UPDATE SKIP LOCKED)
    RETURNING *)
  INSERT INTO booking_counts AS c (status, currency, payment_status, slot, bookings, paid_fee_cents)
  SELECT status, currency, payment_status, 0, sum(bookings), sum(paid_fee_cents)
    FROM moved GROUP BY status, currency, payment_status ORDER BY status, currency, payment_status
  ON CONFLICT (status, currency, payment_status, slot) DO UPDATE
    SET bookings = c.bookings + excluded.bookings, paid_fee_cents = c.paid_fee_cents + excluded.paid_fee_cents
$$;--> statement-breakpoint
INSERT INTO booking_counts (status, currency, payment_status, slot, bookings, paid_fee_cents)
SELECT status, currency, payment_status, 0, count(*),
       sum(booking_paid_fee(status, payment_status, final_total_cents, final_platform_fee_cents, platform_fee_cents))
  FROM bookings GROUP BY status, currency, payment_status;
