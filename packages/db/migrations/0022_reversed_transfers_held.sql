CREATE TABLE "payout_resends" (
	"payout_id" uuid NOT NULL,
	"n" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"transfer_reference" text NOT NULL,
	"reversed_cents" integer DEFAULT 0 NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_resends_payout_id_n_pk" PRIMARY KEY("payout_id","n"),
	CONSTRAINT "payout_resends_transfer_reference_unique" UNIQUE("transfer_reference"),
	CONSTRAINT "payout_resends_amount_ck" CHECK ("payout_resends"."amount_cents" > 0),
	CONSTRAINT "payout_resends_reversed_ck" CHECK ("payout_resends"."reversed_cents" between 0 and "payout_resends"."amount_cents")
);
--> statement-breakpoint
ALTER TABLE "money_audit_events" DROP CONSTRAINT "money_audit_action_ck";--> statement-breakpoint
ALTER TABLE "payouts" DROP CONSTRAINT "payouts_status_ck";--> statement-breakpoint
ALTER TABLE "payouts" DROP CONSTRAINT "payouts_completed_has_transfer_ck";--> statement-breakpoint
DROP INDEX "payouts_unsettled_idx";--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "reversed_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "held_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "resends" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payout_resends" ADD CONSTRAINT "payout_resends_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_resends" ADD CONSTRAINT "payout_resends_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payouts_unsettled_idx" ON "payouts" USING btree ("created_at") WHERE "payouts"."status" in ('pending','failed');--> statement-breakpoint
ALTER TABLE "money_audit_events" ADD CONSTRAINT "money_audit_action_ck" CHECK ("money_audit_events"."action" in ('refund','cancel','payment_retry','payout_run','payout_resend','overtime_decision','reassign'));--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_reversed_ck" CHECK ("payouts"."reversed_cents" between 0 and "payouts"."amount_cents");--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_held_ck" CHECK ("payouts"."held_cents" between 0 and "payouts"."amount_cents");--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_held_only_reversed_ck" CHECK ("payouts"."held_cents" = 0 or "payouts"."status" = 'reversed');--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_status_ck" CHECK ("payouts"."status" in ('completed','pending','failed','reversed'));--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_completed_has_transfer_ck" CHECK ("payouts"."status" not in ('completed','reversed') or "payouts"."transfer_reference" is not null);--> statement-breakpoint
-- Before decision 043 a reversal marked its payout failed (keeping the reversed transfer's reference), and the
-- next run would send it again: those payouts are held whole for an admin instead.
UPDATE "payouts" SET "status" = 'reversed', "reversed_cents" = "amount_cents", "held_cents" = "amount_cents", "failure_reason" = NULL WHERE "status" = 'failed' AND "transfer_reference" IS NOT NULL;
