ALTER TABLE "audit_log" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "suspension_reason" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
-- Hand-written (issue 13): a suspension always says why; the reason goes with the timestamp.
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_suspension_reason_ck" CHECK ("suspended_at" is null or length("suspension_reason") between 1 and 500);
