-- Reports of reviews and people (decision 072): one open report per reporter and target, the admins' queue by status.
CREATE TABLE "reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reporter_id" text NOT NULL,
	"review_id" uuid,
	"reported_user_id" text,
	"reason" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" text,
	CONSTRAINT "reports_one_target_ck" CHECK (num_nonnulls("reports"."review_id", "reports"."reported_user_id") = 1),
	CONSTRAINT "reports_status_ck" CHECK ("reports"."status" in ('open','action_taken','dismissed')),
	CONSTRAINT "reports_reason_ck" CHECK (char_length("reports"."reason") between 1 and 500),
	CONSTRAINT "reports_resolved_ck" CHECK (("reports"."status" = 'open') = ("reports"."resolved_at" is null))
);
--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reported_user_id_users_id_fk" FOREIGN KEY ("reported_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reports_open_review_uq" ON "reports" USING btree ("reporter_id","review_id") WHERE "reports"."status" = 'open' and "reports"."review_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "reports_open_person_uq" ON "reports" USING btree ("reporter_id","reported_user_id") WHERE "reports"."status" = 'open' and "reports"."reported_user_id" is not null;--> statement-breakpoint
CREATE INDEX "reports_queue_idx" ON "reports" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reports_open_by_review_idx" ON "reports" USING btree ("review_id") WHERE "reports"."status" = 'open';--> statement-breakpoint
CREATE INDEX "reports_open_by_person_idx" ON "reports" USING btree ("reported_user_id") WHERE "reports"."status" = 'open';
