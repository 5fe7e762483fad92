CREATE TABLE "disputes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"gateway_dispute_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "disputes_gateway_dispute_id_unique" UNIQUE("gateway_dispute_id"),
	CONSTRAINT "disputes_status_ck" CHECK ("disputes"."status" in ('open','won','lost'))
);
--> statement-breakpoint
CREATE TABLE "gateway_customers" (
	"user_id" text PRIMARY KEY NOT NULL,
	"gateway" text NOT NULL,
	"gateway_customer_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gateway_customers_gateway_customer_id_unique" UNIQUE("gateway_customer_id")
);
--> statement-breakpoint
CREATE TABLE "money_audit_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_user_id" text,
	"action" text NOT NULL,
	"booking_id" uuid,
	"amount_cents" integer,
	"reason" text,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "money_audit_action_ck" CHECK ("money_audit_events"."action" in ('refund','cancel','payment_retry','payout_run'))
);
--> statement-breakpoint
CREATE TABLE "payment_webhook_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payout_accounts" (
	"user_id" text PRIMARY KEY NOT NULL,
	"gateway" text NOT NULL,
	"gateway_account_id" text NOT NULL,
	"payouts_enabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_accounts_gateway_account_id_unique" UNIQUE("gateway_account_id")
);
--> statement-breakpoint
ALTER TABLE "booking_charges" DROP CONSTRAINT "charges_status_ck";--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_payment_status_ck";--> statement-breakpoint
ALTER TABLE "local_gateway_charges" DROP CONSTRAINT "local_gateway_charges_kind_ck";--> statement-breakpoint
ALTER TABLE "local_gateway_charges" DROP CONSTRAINT "local_gateway_charges_status_ck";--> statement-breakpoint
DROP INDEX "charges_one_live_per_kind_uq";--> statement-breakpoint
ALTER TABLE "payouts" ALTER COLUMN "status" SET DEFAULT 'pending';--> statement-breakpoint
ALTER TABLE "booking_charges" ADD COLUMN "failure_message" text;--> statement-breakpoint
ALTER TABLE "booking_charges" ADD COLUMN "client_secret" text;--> statement-breakpoint
ALTER TABLE "booking_charges" ADD COLUMN "refunded_reference" text;--> statement-breakpoint
ALTER TABLE "booking_charges" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "local_gateway_charges" ADD COLUMN "client_secret" text;--> statement-breakpoint
ALTER TABLE "local_gateway_charges" ADD COLUMN "destination" text;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "transfer_reference" text;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "failure_reason" text;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gateway_customers" ADD CONSTRAINT "gateway_customers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_audit_events" ADD CONSTRAINT "money_audit_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_audit_events" ADD CONSTRAINT "money_audit_events_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD CONSTRAINT "payout_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "disputes_booking_idx" ON "disputes" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "disputes_created_idx" ON "disputes" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "money_audit_booking_idx" ON "money_audit_events" USING btree ("booking_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_webhook_events_unprocessed_idx" ON "payment_webhook_events" USING btree ("received_at") WHERE "payment_webhook_events"."processed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "charges_client_secret_uq" ON "booking_charges" USING btree ("client_secret");--> statement-breakpoint
CREATE INDEX "charges_reference_idx" ON "booking_charges" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "payouts_unsettled_idx" ON "payouts" USING btree ("created_at") WHERE "payouts"."status" <> 'completed';--> statement-breakpoint
CREATE UNIQUE INDEX "charges_one_live_per_kind_uq" ON "booking_charges" USING btree ("booking_id","kind") WHERE "booking_charges"."status" in ('pending','succeeded','requires_action') and "booking_charges"."kind" <> 'refund';--> statement-breakpoint
ALTER TABLE "local_gateway_charges" ADD CONSTRAINT "local_gateway_charges_client_secret_unique" UNIQUE("client_secret");--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_transfer_reference_unique" UNIQUE("transfer_reference");--> statement-breakpoint
ALTER TABLE "booking_charges" ADD CONSTRAINT "charges_status_ck" CHECK ("booking_charges"."status" in ('pending','succeeded','failed','requires_action'));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_payment_status_ck" CHECK ("bookings"."payment_status" in ('unpaid','paid','failed','requires_action','refunded'));--> statement-breakpoint
ALTER TABLE "local_gateway_charges" ADD CONSTRAINT "local_gateway_charges_kind_ck" CHECK ("local_gateway_charges"."kind" in ('charge','refund','transfer'));--> statement-breakpoint
ALTER TABLE "local_gateway_charges" ADD CONSTRAINT "local_gateway_charges_status_ck" CHECK ("local_gateway_charges"."status" in ('succeeded','failed','requires_action'));--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_status_ck" CHECK ("payouts"."status" in ('completed','pending','failed'));--> statement-breakpoint
-- Hand-written (before the check below): payouts made before transfers existed were ledger entries only; they
-- keep status completed with a reference naming them as such.
UPDATE "payouts" SET "transfer_reference" = 'ledger:' || "id" WHERE "status" = 'completed' AND "transfer_reference" IS NULL;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_completed_has_transfer_ck" CHECK ("payouts"."status" <> 'completed' or "payouts"."transfer_reference" is not null);--> statement-breakpoint
-- Hand-written: refunds never exceed what was paid (docs/product-rules.md#refunds). Refunds in flight
-- (pending) and succeeded count against the succeeded charges of the booking; the booking row is locked
-- first, so concurrent refunds of one booking are serialised and the second one sees the first. 23514
-- (check_violation) on breach.
CREATE FUNCTION booking_refunds_within_paid() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  paid bigint;
  refunded bigint;
BEGIN
  IF NEW.kind <> 'refund' OR NEW.status = 'failed' THEN
    RETURN NEW;
  END IF;
  PERFORM 1 FROM bookings WHERE id = NEW.booking_id FOR UPDATE;
  SELECT coalesce(sum(amount_cents) FILTER (WHERE kind <> 'refund' AND status = 'succeeded'), 0),
         coalesce(sum(amount_cents) FILTER (WHERE kind = 'refund' AND status IN ('pending', 'succeeded')), 0)
    INTO paid, refunded
    FROM booking_charges WHERE booking_id = NEW.booking_id;
  IF refunded > paid THEN
    RAISE EXCEPTION 'refunds of booking % (%) exceed what was paid (%)', NEW.booking_id, refunded, paid
      USING ERRCODE = '23514', CONSTRAINT = 'charges_refunds_within_paid';
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER charges_refunds_within_paid
  AFTER INSERT OR UPDATE ON booking_charges
  FOR EACH ROW EXECUTE FUNCTION booking_refunds_within_paid();
