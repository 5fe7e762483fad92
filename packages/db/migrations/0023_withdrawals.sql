CREATE TABLE "monday_payout_runs" (
	"monday" date PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "money_audit_events" DROP CONSTRAINT "money_audit_action_ck";--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "kind" text DEFAULT 'run' NOT NULL;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "request_key" text;--> statement-breakpoint
CREATE INDEX "payouts_withdrawals_idx" ON "payouts" USING btree ("cleaner_id","created_at" DESC NULLS LAST) WHERE "payouts"."kind" = 'withdrawal';--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_request_key_unique" UNIQUE("request_key");--> statement-breakpoint
ALTER TABLE "money_audit_events" ADD CONSTRAINT "money_audit_action_ck" CHECK ("money_audit_events"."action" in ('refund','cancel','payment_retry','payout_run','payout_resend','payout_withdrawal','payout_monday','overtime_decision','reassign'));--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_kind_ck" CHECK ("payouts"."kind" in ('run','withdrawal','monday'));