ALTER TABLE "bookings" DROP CONSTRAINT "bookings_money_ck";--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_final_money_ck";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "tax_included" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "tax_rates" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "tax_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "taxes" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "subtotal_cents" integer GENERATED ALWAYS AS (total_amount_cents - tax_cents) STORED;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "final_tax_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_money_ck" CHECK ("bookings"."base_price_cents" >= 0 and "bookings"."add_ons_total_cents" >= 0 and "bookings"."tax_cents" >= 0
        and "bookings"."total_amount_cents" - (case when "bookings"."tax_included" then 0 else "bookings"."tax_cents" end) = "bookings"."base_price_cents" + "bookings"."add_ons_total_cents"
        and "bookings"."platform_fee_cents" + "bookings"."cleaner_earnings_cents" = "bookings"."total_amount_cents" - "bookings"."tax_cents");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_final_money_ck" CHECK ("bookings"."final_total_cents" is null or ("bookings"."final_tax_cents" >= 0 and "bookings"."final_platform_fee_cents" + "bookings"."final_cleaner_earnings_cents" = "bookings"."final_total_cents" - "bookings"."final_tax_cents"));