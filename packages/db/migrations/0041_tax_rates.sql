CREATE TABLE "tax_rates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"country" text NOT NULL,
	"region" text,
	"code" text NOT NULL,
	"rate_parts" integer NOT NULL,
	"effective_from" date NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_rates_place_code_day_uq" UNIQUE NULLS NOT DISTINCT("country","region","code","effective_from"),
	CONSTRAINT "tax_rates_country_ck" CHECK ("tax_rates"."country" in ('canada','portugal')),
	CONSTRAINT "tax_rates_code_ck" CHECK ("tax_rates"."code" in ('IVA','GST','HST','QST','PST')),
	CONSTRAINT "tax_rates_rate_ck" CHECK ("tax_rates"."rate_parts" between 0 and 50000)
);
--> statement-breakpoint
ALTER TABLE "tax_rates" ADD CONSTRAINT "tax_rates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- hand-written: the rates in force from 2026-01-01 (docs/product-rules.md#tax; the domain's TAX_RATE_DEFAULTS,
-- held equal to these rows by the API's tax-rates test). PST rows are absent: a province without one pays none.
INSERT INTO "tax_rates" ("country", "region", "code", "rate_parts", "effective_from") VALUES
  ('portugal', 'mainland', 'IVA', 23000, '2026-01-01'),
  ('portugal', 'madeira', 'IVA', 22000, '2026-01-01'),
  ('portugal', 'azores', 'IVA', 16000, '2026-01-01'),
  ('canada', NULL, 'GST', 5000, '2026-01-01'),
  ('canada', 'ON', 'HST', 13000, '2026-01-01'),
  ('canada', 'NS', 'HST', 14000, '2026-01-01'),
  ('canada', 'NB', 'HST', 15000, '2026-01-01'),
  ('canada', 'NL', 'HST', 15000, '2026-01-01'),
  ('canada', 'PE', 'HST', 15000, '2026-01-01'),
  ('canada', 'QC', 'QST', 9975, '2026-01-01');
