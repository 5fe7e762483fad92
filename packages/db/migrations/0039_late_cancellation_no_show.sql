-- Late cancellation and no-shows (decision 069): a cancelled booking may carry a late fee, charged as its own
-- booking_charges kind, and the party who did not show; a cleaner with three no-shows in 90 days is blocked from
-- new requests until an admin lifts it.
ALTER TABLE "booking_charges" DROP CONSTRAINT "charges_kind_ck";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "late_cancellation_fee_cents" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "late_fee_cleaner_share_cents" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "no_show_party" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "no_show_reported_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "no_show_blocked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "no_show_block_lifted_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "bookings_cleaner_no_show_idx" ON "bookings" USING btree ("cleaner_id","no_show_reported_at") WHERE "bookings"."no_show_party" = 'cleaner';--> statement-breakpoint
ALTER TABLE "booking_charges" ADD CONSTRAINT "charges_kind_ck" CHECK ("booking_charges"."kind" in ('charge','overtime','late_fee','refund'));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_late_fee_ck" CHECK (("bookings"."late_cancellation_fee_cents" is null) = ("bookings"."late_fee_cleaner_share_cents" is null)
        and ("bookings"."late_cancellation_fee_cents" is null or ("bookings"."late_cancellation_fee_cents" > 0
          and "bookings"."late_fee_cleaner_share_cents" between 0 and "bookings"."late_cancellation_fee_cents"
          and "bookings"."status" = 'cancelled')));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_show_ck" CHECK (("bookings"."no_show_party" is null) = ("bookings"."no_show_reported_at" is null)
        and ("bookings"."no_show_party" is null or ("bookings"."no_show_party" in ('cleaner','customer') and "bookings"."status" = 'cancelled')));
