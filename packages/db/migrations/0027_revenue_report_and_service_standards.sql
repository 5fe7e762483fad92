CREATE TABLE "service_standards" (
	"locale" text PRIMARY KEY NOT NULL,
	"body" text NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_standards_locale_ck" CHECK ("service_standards"."locale" in ('en','pt-PT','fr-CA')),
	CONSTRAINT "service_standards_body_ck" CHECK (char_length("service_standards"."body") <= 20000)
);
--> statement-breakpoint
ALTER TABLE "service_standards" ADD CONSTRAINT "service_standards_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "charges_succeeded_month_idx" ON "booking_charges" USING btree (date_trunc('month', coalesce("settled_at", "created_at") at time zone 'UTC'),"currency") WHERE "booking_charges"."status" = 'succeeded';--> statement-breakpoint
CREATE INDEX "payouts_sent_month_idx" ON "payouts" USING btree (date_trunc('month', "created_at" at time zone 'UTC'),"currency") WHERE "payouts"."status" in ('completed','reversed');