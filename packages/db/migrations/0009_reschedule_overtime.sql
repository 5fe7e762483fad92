ALTER TABLE "money_audit_events" DROP CONSTRAINT "money_audit_action_ck";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancellation_reason" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "reschedule_date" date;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "reschedule_time" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "reschedule_starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "reschedule_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "reschedule_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "overtime_status" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "overtime_dispute_reason" text;--> statement-breakpoint
CREATE INDEX "bookings_cleaner_cancelled_idx" ON "bookings" USING btree ("cleaner_id") WHERE "bookings"."cancelled_by" = 'cleaner';--> statement-breakpoint
CREATE INDEX "bookings_overtime_open_idx" ON "bookings" USING btree ("overtime_status","completed_at") WHERE "bookings"."overtime_status" in ('pending_approval','disputed');--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_overtime_status_ck" CHECK ("bookings"."overtime_status" is null or "bookings"."overtime_status" in ('pending_approval','approved','disputed','waived'));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_reschedule_ck" CHECK (("bookings"."reschedule_date" is null) = ("bookings"."reschedule_time" is null)
        and ("bookings"."reschedule_date" is null) = ("bookings"."reschedule_starts_at" is null)
        and ("bookings"."reschedule_date" is null) = ("bookings"."reschedule_ends_at" is null)
        and ("bookings"."reschedule_date" is null) = ("bookings"."reschedule_requested_at" is null)
        and ("bookings"."reschedule_starts_at" is null or "bookings"."reschedule_starts_at" < "bookings"."reschedule_ends_at"));--> statement-breakpoint
ALTER TABLE "money_audit_events" ADD CONSTRAINT "money_audit_action_ck" CHECK ("money_audit_events"."action" in ('refund','cancel','payment_retry','payout_run','overtime_decision','reassign'));