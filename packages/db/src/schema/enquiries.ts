import { sql } from 'drizzle-orm';
import { type AnyPgColumn, check, index, pgTable, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { userReference } from './auth';
import { createdAt } from './columns';
import { messageChecks, messageColumns } from './messages';

/**
 * A pre-booking conversation: a customer's questions to a cleaner before any booking exists (decision 056).
 * One per customer and cleaner, held by the unique index, so two opens at once find the same row. The row is
 * also both sides' inbox entry: it points at its newest message, like `conversation_members` for a booking.
 */
export const enquiries = pgTable(
  'enquiries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: userReference('customer_id', 'cascade'),
    cleanerId: userReference('cleaner_id', 'cascade'),
    createdAt: createdAt(),
    /** When it was opened, or opened again after it closed: the closing rule counts from here. */
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The newest message, kept by the code that writes one. Not a foreign key: its messages already reference
     * the conversation, and a key back would make a cycle no backup could load table by table (a message goes
     * only with its conversation, so the pointer cannot dangle).
     */
    lastMessageId: uuid('last_message_id'),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('enquiries_customer_cleaner_uq').on(t.customerId, t.cleanerId),
    check('enquiries_parties_ck', sql`${t.customerId} <> ${t.cleanerId}`),
    index('enquiries_customer_inbox_idx').on(t.customerId, t.lastMessageAt.desc(), t.id.desc()),
    index('enquiries_cleaner_inbox_idx').on(t.cleanerId, t.lastMessageAt.desc(), t.id.desc()),
  ],
);

/** The messages of a pre-booking conversation: the same shape and checks as a booking's messages. */
export const enquiryMessages = pgTable(
  'enquiry_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    enquiryId: uuid('enquiry_id')
      .notNull()
      .references((): AnyPgColumn => enquiries.id, { onDelete: 'cascade' }),
    ...messageColumns(),
  },
  (t) => [
    ...messageChecks('enquiry_messages', t),
    index('enquiry_messages_enquiry_created_idx').on(t.enquiryId, t.createdAt.desc(), t.id.desc()),
    index('enquiry_messages_unread_idx').on(t.recipientId, t.enquiryId).where(sql`${t.readAt} is null`),
  ],
);
