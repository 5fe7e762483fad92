ALTER TABLE "booking_charges" DROP CONSTRAINT "charges_kind_ck";--> statement-breakpoint
ALTER TABLE "payout_items" ADD COLUMN "kind" text DEFAULT 'earning' NOT NULL;--> statement-breakpoint
-- Hand-edited: drizzle-kit cannot name the primary key it replaces (PostgreSQL's default name for booking_id's).
ALTER TABLE "payout_items" DROP CONSTRAINT "payout_items_pkey";--> statement-breakpoint
ALTER TABLE "payout_items" ADD CONSTRAINT "payout_items_pkey" PRIMARY KEY("booking_id","kind");--> statement-breakpoint
ALTER TABLE "booking_charges" ADD CONSTRAINT "charges_kind_ck" CHECK ("booking_charges"."kind" in ('charge','overtime','late_fee','tip','refund'));--> statement-breakpoint
ALTER TABLE "payout_items" ADD CONSTRAINT "payout_items_kind_ck" CHECK ("payout_items"."kind" in ('earning','tip'));
