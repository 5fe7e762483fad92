ALTER TABLE "settings" ADD COLUMN "earliest_start_hours" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
CREATE INDEX "bookings_cleaner_pending_idx" ON "bookings" USING btree ("cleaner_id","starts_at") WHERE "bookings"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "settings" ADD CONSTRAINT "settings_earliest_start_ck" CHECK ("settings"."earliest_start_hours" between 1 and 168);