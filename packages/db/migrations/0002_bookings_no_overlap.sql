-- A cleaner is never in two active bookings at overlapping times (docs/product-rules.md#booking-a-cleaning).
-- SQLSTATE 23P01 → 409.
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlap_ex"
  EXCLUDE USING gist ("cleaner_id" WITH =, "time_range" WITH &&)
  WHERE ("status" IN ('pending', 'confirmed', 'in_progress'));
--> statement-breakpoint
INSERT INTO "settings" ("id") VALUES (true) ON CONFLICT DO NOTHING;
