CREATE TABLE "local_gateway_cards" (
	"id" text PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"last_four" text NOT NULL,
	"exp_month" smallint NOT NULL,
	"exp_year" smallint NOT NULL,
	"outcome" text NOT NULL,
	"attached" boolean DEFAULT false NOT NULL,
	"customer_user_id" text,
	"detached_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "local_gateway_cards_last_four_ck" CHECK ("local_gateway_cards"."last_four" ~ '^[0-9]{4}$'),
	CONSTRAINT "local_gateway_cards_month_ck" CHECK ("local_gateway_cards"."exp_month" between 1 and 12),
	CONSTRAINT "local_gateway_cards_outcome_ck" CHECK ("local_gateway_cards"."outcome" in ('succeed','card_declined','insufficient_funds','authentication_required'))
);
--> statement-breakpoint
CREATE TABLE "local_gateway_charges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"idempotency_key" text NOT NULL,
	"kind" text NOT NULL,
	"gateway_payment_method_id" text,
	"refunded_reference" text,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"description" text,
	"status" text NOT NULL,
	"reference" text NOT NULL,
	"failure_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "local_gateway_charges_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "local_gateway_charges_reference_unique" UNIQUE("reference"),
	CONSTRAINT "local_gateway_charges_kind_ck" CHECK ("local_gateway_charges"."kind" in ('charge','refund')),
	CONSTRAINT "local_gateway_charges_status_ck" CHECK ("local_gateway_charges"."status" in ('succeeded','failed')),
	CONSTRAINT "local_gateway_charges_amount_ck" CHECK ("local_gateway_charges"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE INDEX "local_gateway_charges_refunded_idx" ON "local_gateway_charges" USING btree ("refunded_reference");