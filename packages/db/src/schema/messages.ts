import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { userReference } from './auth';
import { bookings } from './bookings';
import { createdAt } from './columns';

/** What every conversation's message holds: a booking's, or a pre-booking conversation's (decision 056). */
export const messageColumns = () => ({
  senderId: userReference('sender_id', 'restrict'),
  senderRole: text('sender_role').$type<'customer' | 'cleaner'>().notNull(),
  /** The other side: who reads it (unread counts are per recipient). */
  recipientId: userReference('recipient_id', 'restrict'),
  body: text('body').notNull(),
  createdAt: createdAt(),
  readAt: timestamp('read_at', { withTimezone: true }),
});

/** Their checks, named after the table: a known role, 1–2000 characters, never to oneself. */
export const messageChecks = (
  table: string,
  t: { senderRole: AnyPgColumn; body: AnyPgColumn; senderId: AnyPgColumn; recipientId: AnyPgColumn },
) => [
  check(`${table}_role_ck`, sql`${t.senderRole} in ('customer','cleaner')`),
  check(`${table}_body_ck`, sql`char_length(${t.body}) between 1 and 2000`),
  check(`${table}_parties_ck`, sql`${t.senderId} <> ${t.recipientId}`),
];

/** Messages between a booking's customer and cleaner, and in-app notifications. */
export const bookingMessages = pgTable(
  'booking_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    ...messageColumns(),
    /** When the unread-messages digest told the recipient about it (each message is digested at most once). */
    digestedAt: timestamp('digested_at', { withTimezone: true }),
  },
  (t) => [
    ...messageChecks('booking_messages', t),
    index('booking_messages_booking_created_idx').on(t.bookingId, t.createdAt.desc(), t.id.desc()),
    index('booking_messages_unread_idx').on(t.recipientId, t.bookingId).where(sql`${t.readAt} is null`),
    index('booking_messages_undigested_idx')
      .on(t.createdAt)
      .where(sql`${t.readAt} is null and ${t.digestedAt} is null`),
  ],
);

/**
 * One row per person and booking they exchanged messages on, pointing at the newest message: the inbox reads a
 * person's conversations newest first straight from its index, one page at a time, instead of grouping every
 * message. Written with each message, in its transaction (modules/messages).
 */
export const conversationMembers = pgTable(
  'conversation_members',
  {
    userId: userReference('user_id', 'cascade'),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    lastMessageId: uuid('last_message_id')
      .notNull()
      .references(() => bookingMessages.id, { onDelete: 'cascade' }),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.bookingId] }),
    index('conversation_members_inbox_idx').on(t.userId, t.lastMessageAt.desc(), t.bookingId.desc()),
  ],
);

/** In-app notifications: what the bell lists. Every booking event writes one through `notify`. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userReference('user_id', 'cascade'),
    type: text('type').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** The screen the entry opens (an app path such as /customer/bookings?booking=…). */
    link: text('link'),
    data: jsonb('data').$type<Record<string, string | number | null>>().notNull().default({}),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** Set for events told once whatever retries them (a payment's failure): a second insert is skipped. */
    dedupeKey: text('dedupe_key'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('notifications_dedupe_key_uq').on(t.dedupeKey).where(sql`${t.dedupeKey} is not null`),
    index('notifications_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('notifications_unread_idx').on(t.userId).where(sql`${t.readAt} is null`),
  ],
);
