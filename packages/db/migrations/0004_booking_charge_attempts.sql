ALTER TABLE "booking_charges" DROP CONSTRAINT "charges_status_ck";--> statement-breakpoint
DROP INDEX "charges_one_success_per_kind_uq";--> statement-breakpoint
ALTER TABLE "booking_charges" ADD COLUMN "settled_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "charges_one_live_per_kind_uq" ON "booking_charges" USING btree ("booking_id","kind") WHERE "booking_charges"."status" in ('pending','succeeded');--> statement-breakpoint
CREATE UNIQUE INDEX "charges_idempotency_key_uq" ON "booking_charges" USING btree ("idempotency_key");--> statement-breakpoint
ALTER TABLE "booking_charges" ADD CONSTRAINT "charges_status_ck" CHECK ("booking_charges"."status" in ('pending','succeeded','failed'));