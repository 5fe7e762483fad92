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
CREATE TABLE "support_cases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"requester_id" text NOT NULL,
	"topic" text NOT NULL,
	"booking_id" uuid,
	"status" text DEFAULT 'open' NOT NULL,
	"assigned_admin_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "support_cases_topic_ck" CHECK ("support_cases"."topic" in ('booking','payment','account','safety','other')),
	CONSTRAINT "support_cases_status_ck" CHECK ("support_cases"."status" in ('open','closed')),
	CONSTRAINT "support_cases_closed_ck" CHECK (("support_cases"."status" = 'closed') = ("support_cases"."closed_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "support_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"case_id" uuid NOT NULL,
	"sender_id" text,
	"from_team" boolean NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_messages_body_ck" CHECK (char_length("support_messages"."body") between 1 and 4000)
);
--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "is_default" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "home_types" text[] DEFAULT '{T0,T1,T2,T3,T4}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "service_prices" ADD CONSTRAINT "service_prices_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_cases" ADD CONSTRAINT "support_cases_requester_id_users_id_fk" FOREIGN KEY ("requester_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_cases" ADD CONSTRAINT "support_cases_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_cases" ADD CONSTRAINT "support_cases_assigned_admin_id_users_id_fk" FOREIGN KEY ("assigned_admin_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_messages" ADD CONSTRAINT "support_messages_case_id_support_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."support_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_messages" ADD CONSTRAINT "support_messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "support_cases_requester_idx" ON "support_cases" USING btree ("requester_id","last_message_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "support_cases_queue_idx" ON "support_cases" USING btree ("status","last_message_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "support_cases_activity_idx" ON "support_cases" USING btree ("last_message_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "support_messages_case_created_idx" ON "support_messages" USING btree ("case_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "services_one_default_uq" ON "services" USING btree ("is_default") WHERE "services"."is_default";--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_home_types_ck" CHECK ("profiles"."home_types" <@ '{T0,T1,T2,T3,T4}'::text[]);--> statement-breakpoint
-- Hand-written: "House Cleaning", the old sign-up default, named no catalogue service; it is the standard one.
UPDATE "profiles" SET "services_offered" = array_replace("services_offered", 'House Cleaning', 'Regular House Cleaning')
WHERE 'House Cleaning' = any("services_offered");