ALTER TABLE "booking_messages" ADD COLUMN "digested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "dedupe_key" text;--> statement-breakpoint
CREATE INDEX "booking_messages_undigested_idx" ON "booking_messages" USING btree ("created_at") WHERE "booking_messages"."read_at" is null and "booking_messages"."digested_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_dedupe_key_uq" ON "notifications" USING btree ("dedupe_key") WHERE "notifications"."dedupe_key" is not null;