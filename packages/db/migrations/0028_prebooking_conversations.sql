CREATE TABLE "enquiries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" text NOT NULL,
	"cleaner_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_message_id" uuid,
	"last_message_at" timestamp with time zone,
	CONSTRAINT "enquiries_parties_ck" CHECK ("enquiries"."customer_id" <> "enquiries"."cleaner_id")
);
--> statement-breakpoint
CREATE TABLE "enquiry_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"enquiry_id" uuid NOT NULL,
	"sender_id" text NOT NULL,
	"sender_role" text NOT NULL,
	"recipient_id" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "enquiry_messages_role_ck" CHECK ("enquiry_messages"."sender_role" in ('customer','cleaner')),
	CONSTRAINT "enquiry_messages_body_ck" CHECK (char_length("enquiry_messages"."body") between 1 and 2000),
	CONSTRAINT "enquiry_messages_parties_ck" CHECK ("enquiry_messages"."sender_id" <> "enquiry_messages"."recipient_id")
);
--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_cleaner_id_users_id_fk" FOREIGN KEY ("cleaner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_last_message_id_enquiry_messages_id_fk" FOREIGN KEY ("last_message_id") REFERENCES "public"."enquiry_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiry_messages" ADD CONSTRAINT "enquiry_messages_enquiry_id_enquiries_id_fk" FOREIGN KEY ("enquiry_id") REFERENCES "public"."enquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiry_messages" ADD CONSTRAINT "enquiry_messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiry_messages" ADD CONSTRAINT "enquiry_messages_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "enquiries_customer_cleaner_uq" ON "enquiries" USING btree ("customer_id","cleaner_id");--> statement-breakpoint
CREATE INDEX "enquiries_customer_inbox_idx" ON "enquiries" USING btree ("customer_id","last_message_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "enquiries_cleaner_inbox_idx" ON "enquiries" USING btree ("cleaner_id","last_message_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "enquiry_messages_enquiry_created_idx" ON "enquiry_messages" USING btree ("enquiry_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "enquiry_messages_unread_idx" ON "enquiry_messages" USING btree ("recipient_id","enquiry_id") WHERE "enquiry_messages"."read_at" is null;