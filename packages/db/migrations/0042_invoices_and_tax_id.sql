CREATE TABLE "invoice_counters" (
	"country" text NOT NULL,
	"year" smallint NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "invoice_counters_country_year_pk" PRIMARY KEY("country","year"),
	CONSTRAINT "invoice_counters_country_ck" CHECK ("invoice_counters"."country" in ('PT','CA')),
	CONSTRAINT "invoice_counters_year_ck" CHECK ("invoice_counters"."year" between 2000 and 9999),
	CONSTRAINT "invoice_counters_last_number_ck" CHECK ("invoice_counters"."last_number" between 1 and 999999)
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"credits_invoice_id" uuid,
	"country" text NOT NULL,
	"year" smallint NOT NULL,
	"seq" integer NOT NULL,
	"number" text NOT NULL,
	"currency" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"lines" jsonb NOT NULL,
	"customer" jsonb NOT NULL,
	"source_key" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	CONSTRAINT "invoices_number_key" UNIQUE("number"),
	CONSTRAINT "invoices_source_key_key" UNIQUE("source_key"),
	CONSTRAINT "invoices_country_year_seq_key" UNIQUE("country","year","seq"),
	CONSTRAINT "invoices_kind_ck" CHECK ("invoices"."kind" in ('invoice','credit_note')),
	CONSTRAINT "invoices_credits_ck" CHECK (("invoices"."kind" = 'credit_note') = ("invoices"."credits_invoice_id" is not null)),
	CONSTRAINT "invoices_country_ck" CHECK ("invoices"."country" in ('PT','CA')),
	CONSTRAINT "invoices_seq_ck" CHECK ("invoices"."seq" between 1 and 999999),
	CONSTRAINT "invoices_number_ck" CHECK ("invoices"."number" = "invoices"."country" || '-' || "invoices"."year"::text || '/' || lpad("invoices"."seq"::text, 6, '0')),
	CONSTRAINT "invoices_currency_ck" CHECK ("invoices"."currency" in ('CAD','EUR')),
	CONSTRAINT "invoices_amount_ck" CHECK ("invoices"."amount_cents" > 0),
	CONSTRAINT "invoices_lines_ck" CHECK (jsonb_typeof("invoices"."lines") = 'array')
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "tax_id" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_credits_invoice_fk" FOREIGN KEY ("credits_invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoices_booking_idx" ON "invoices" USING btree ("booking_id","issued_at");--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_tax_id_ck" CHECK ("profiles"."tax_id" is null or "profiles"."tax_id" ~ '^[0-9]{9}$');