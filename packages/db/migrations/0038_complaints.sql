-- Complaints after a cleaning (decision 070): one per booking (unique booking_id), its photos kept privately, the
-- cleaner's one answer and the admin's decision; an open one holds the booking's earning from payouts. Admins' complaint
-- decisions join the money audit.
CREATE TABLE "complaint_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"complaint_id" uuid NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "complaint_photos_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "complaints" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"answer" text,
	"answered_at" timestamp with time zone,
	"decision" text,
	"refund_cents" integer,
	"reclean_booking_id" uuid,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "complaints_booking_id_unique" UNIQUE("booking_id"),
	CONSTRAINT "complaints_status_ck" CHECK ("complaints"."status" in ('open','decided')),
	CONSTRAINT "complaints_decision_ck" CHECK ("complaints"."decision" in ('reclean','refund','none')),
	CONSTRAINT "complaints_reason_ck" CHECK (char_length("complaints"."reason") between 1 and 2000),
	CONSTRAINT "complaints_answer_ck" CHECK (char_length("complaints"."answer") between 1 and 2000),
	CONSTRAINT "complaints_answered_ck" CHECK (("complaints"."answer" is null) = ("complaints"."answered_at" is null)),
	CONSTRAINT "complaints_decided_ck" CHECK (("complaints"."status" = 'decided') = ("complaints"."decision" is not null and "complaints"."decided_at" is not null)),
	CONSTRAINT "complaints_refund_ck" CHECK ("complaints"."refund_cents" is null or "complaints"."refund_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "money_audit_events" DROP CONSTRAINT "money_audit_action_ck";--> statement-breakpoint
ALTER TABLE "complaint_photos" ADD CONSTRAINT "complaint_photos_complaint_id_complaints_id_fk" FOREIGN KEY ("complaint_id") REFERENCES "public"."complaints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_reclean_booking_id_bookings_id_fk" FOREIGN KEY ("reclean_booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "complaint_photos_complaint_created_idx" ON "complaint_photos" USING btree ("complaint_id","created_at","id");--> statement-breakpoint
CREATE INDEX "complaints_status_created_idx" ON "complaints" USING btree ("status","created_at","id");--> statement-breakpoint
ALTER TABLE "money_audit_events" ADD CONSTRAINT "money_audit_action_ck" CHECK ("money_audit_events"."action" in ('refund','cancel','payment_retry','payout_run','payout_resend','payout_withdrawal','payout_monday','overtime_decision','reassign','complaint_decision'));
