CREATE TABLE "service_prices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"service_id" uuid NOT NULL,
	"home_type" text NOT NULL,
	"currency" text NOT NULL,
	"price_cents" integer NOT NULL,
	"duration_hours" numeric(5,2) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_prices_cell_uq" UNIQUE("service_id","home_type","currency"),
	CONSTRAINT "service_prices_home_type_ck" CHECK ("service_prices"."home_type" in ('T0','T1','T2','T3','T4')),
	CONSTRAINT "service_prices_currency_ck" CHECK ("service_prices"."currency" in ('EUR','CAD')),
	CONSTRAINT "service_prices_price_ck" CHECK ("service_prices"."price_cents" between 0 and 1000000),
	CONSTRAINT "service_prices_duration_ck" CHECK ("service_prices"."duration_hours" > 0 and "service_prices"."duration_hours" <= 16 and mod("service_prices"."duration_hours" * 4, 1) = 0)
);
--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "is_default" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "home_types" text[] DEFAULT '{T0,T1,T2,T3,T4}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "service_prices" ADD CONSTRAINT "service_prices_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "services_one_default_uq" ON "services" USING btree ("is_default") WHERE "services"."is_default";--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_home_types_ck" CHECK ("profiles"."home_types" <@ '{T0,T1,T2,T3,T4}'::text[]);--> statement-breakpoint
-- Hand-written: "House Cleaning", the old sign-up default, named no catalogue service; it is the standard one.
UPDATE "profiles" SET "services_offered" = array_replace("services_offered", 'House Cleaning', 'Regular House Cleaning')
WHERE 'House Cleaning' = any("services_offered");
