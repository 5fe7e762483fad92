-- Cleaners are matched to addresses by distance (docs/geocoding.md). Radii outside the new 1-100 km range are
-- brought to its nearest end before the check; points stored before a precision existed are cleared so the API's
-- start-up backfill geocodes them again, with their precision, like every other row without one.
UPDATE "profiles" SET "work_radius_km" = least(greatest("work_radius_km", 1), 100)
WHERE "work_radius_km" NOT BETWEEN 1 AND 100;--> statement-breakpoint
UPDATE "profiles" SET "latitude" = NULL, "longitude" = NULL
WHERE "latitude" IS NOT NULL OR "longitude" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" DROP CONSTRAINT "profiles_radius_ck";--> statement-breakpoint
ALTER TABLE "customer_addresses" ADD COLUMN "latitude" numeric(9,6);--> statement-breakpoint
ALTER TABLE "customer_addresses" ADD COLUMN "longitude" numeric(9,6);--> statement-breakpoint
ALTER TABLE "customer_addresses" ADD COLUMN "location_precision" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "location_precision" text;--> statement-breakpoint
CREATE INDEX "profiles_cleaner_point_idx" ON "profiles" USING btree ("country","latitude","longitude") WHERE "profiles"."role" = 'cleaner' and "profiles"."latitude" is not null;--> statement-breakpoint
ALTER TABLE "customer_addresses" ADD CONSTRAINT "addresses_location_ck" CHECK (("customer_addresses"."latitude" is null) = ("customer_addresses"."longitude" is null) and ("customer_addresses"."latitude" is null) = ("customer_addresses"."location_precision" is null) and ("customer_addresses"."location_precision" is null or "customer_addresses"."location_precision" in ('postal_area','locality','region')));--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_location_ck" CHECK (("profiles"."latitude" is null) = ("profiles"."longitude" is null) and ("profiles"."latitude" is null) = ("profiles"."location_precision" is null) and ("profiles"."location_precision" is null or "profiles"."location_precision" in ('postal_area','locality','region')));--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_radius_ck" CHECK ("profiles"."work_radius_km" between 1 and 100);