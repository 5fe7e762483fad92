CREATE TABLE "conversation_members" (
	"user_id" text NOT NULL,
	"booking_id" uuid NOT NULL,
	"last_message_id" uuid NOT NULL,
	"last_message_at" timestamp with time zone NOT NULL,
	CONSTRAINT "conversation_members_user_id_booking_id_pk" PRIMARY KEY("user_id","booking_id")
);
--> statement-breakpoint
ALTER TABLE "conversation_members" ADD CONSTRAINT "conversation_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_members" ADD CONSTRAINT "conversation_members_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_members" ADD CONSTRAINT "conversation_members_last_message_id_booking_messages_id_fk" FOREIGN KEY ("last_message_id") REFERENCES "public"."booking_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversation_members_inbox_idx" ON "conversation_members" USING btree ("user_id","last_message_at" DESC NULLS LAST,"booking_id" DESC NULLS LAST);--> statement-breakpoint
-- hand-written: the conversations that already have messages, for both sides, each at its newest message.
INSERT INTO "conversation_members" ("user_id", "booking_id", "last_message_id", "last_message_at")
SELECT DISTINCT ON (m."member", m."booking_id") m."member", m."booking_id", m."id", m."created_at"
FROM (
  SELECT "sender_id" AS "member", "booking_id", "id", "created_at" FROM "booking_messages"
  UNION ALL
  SELECT "recipient_id", "booking_id", "id", "created_at" FROM "booking_messages"
) m
ORDER BY m."member", m."booking_id", m."created_at" DESC, m."id" DESC;
