CREATE TABLE "booking_series" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" text NOT NULL,
	"cleaner_id" text NOT NULL,
	"every_weeks" smallint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"first_date" date NOT NULL,
	"booking_time" text NOT NULL,
	"time_zone" text NOT NULL,
	"materialised_until" date NOT NULL,
	"confirmed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_series_every_weeks_ck" CHECK ("booking_series"."every_weeks" in (1, 2, 4)),
	CONSTRAINT "booking_series_status_ck" CHECK ("booking_series"."status" in ('pending','active','cancelled','expired')),
	CONSTRAINT "booking_series_materialised_ck" CHECK ("booking_series"."materialised_until" >= "booking_series"."first_date")
);
--> statement-breakpoint
CREATE TABLE "cleaner_time_off" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"reason" text,
	"time_zone" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cleaner_time_off_range_ck" CHECK ("cleaner_time_off"."end_date" >= "cleaner_time_off"."start_date"),
	CONSTRAINT "cleaner_time_off_reason_ck" CHECK ("cleaner_time_off"."reason" is null or length("cleaner_time_off"."reason") <= 200)
);
--> statement-breakpoint
CREATE TABLE "series_skips" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"series_id" uuid NOT NULL,
	"visit_date" date NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "series_skips_reason_ck" CHECK ("series_skips"."reason" in ('slot_taken','time_off','not_working'))
);
--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_status_ck";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "series_id" uuid;--> statement-breakpoint
ALTER TABLE "booking_series" ADD CONSTRAINT "booking_series_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_series" ADD CONSTRAINT "booking_series_cleaner_id_users_id_fk" FOREIGN KEY ("cleaner_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cleaner_time_off" ADD CONSTRAINT "cleaner_time_off_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "series_skips" ADD CONSTRAINT "series_skips_series_id_booking_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."booking_series"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_series_status_idx" ON "booking_series" USING btree ("status","materialised_until");--> statement-breakpoint
CREATE INDEX "booking_series_customer_idx" ON "booking_series" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "cleaner_time_off_user_idx" ON "cleaner_time_off" USING btree ("user_id","start_date");--> statement-breakpoint
CREATE UNIQUE INDEX "series_skips_series_date_uq" ON "series_skips" USING btree ("series_id","visit_date");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_series_id_booking_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."booking_series"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_series_starts_idx" ON "bookings" USING btree ("series_id","starts_at");--> statement-breakpoint
CREATE INDEX "bookings_pending_created_idx" ON "bookings" USING btree ("created_at") WHERE "bookings"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_status_ck" CHECK ("bookings"."status" in ('pending','confirmed','in_progress','completed','cancelled','expired'));--> statement-breakpoint
-- hand-written:
-- Nothing else: the exclusion constraint of 0002 holds only pending, confirmed and in_progress bookings, so an
-- expired request frees its slot without a change there.
