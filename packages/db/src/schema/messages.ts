import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { userReference } from './auth';
import { bookings } from './bookings';
import { createdAt } from './columns';

/** Messages between a booking's customer and cleaner, notifications and their delivery outbox. */
export const bookingMessages = pgTable(
  'booking_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    senderId: userReference('sender_id', 'restrict'),
    senderRole: text('sender_role').$type<'customer' | 'cleaner'>().notNull(),
    /** The other side: who reads it (unread counts are per recipient). */
    recipientId: userReference('recipient_id', 'restrict'),
    body: text('body').notNull(),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    check('booking_messages_role_ck', sql`${t.senderRole} in ('customer','cleaner')`),
    check('booking_messages_body_ck', sql`char_length(${t.body}) between 1 and 2000`),
    check('booking_messages_parties_ck', sql`${t.senderId} <> ${t.recipientId}`),
    index('booking_messages_booking_created_idx').on(t.bookingId, t.createdAt.desc(), t.id.desc()),
    index('booking_messages_unread_idx').on(t.recipientId, t.bookingId).where(sql`${t.readAt} is null`),
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
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('notifications_unread_idx').on(t.userId).where(sql`${t.readAt} is null`),
  ],
);

/**
 * The outbox of e-mail and push deliveries, written in the same transaction as the notification; a relay in
 * the worker processes sends them (SKIP LOCKED) and retries with backoff.
 */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    notificationId: uuid('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    channel: text('channel').$type<'email' | 'push'>().notNull(),
    status: text('status').$type<'pending' | 'sent' | 'failed'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    check('notification_deliveries_channel_ck', sql`${t.channel} in ('email','push')`),
    check('notification_deliveries_status_ck', sql`${t.status} in ('pending','sent','failed')`),
    uniqueIndex('notification_deliveries_once_idx').on(t.notificationId, t.channel),
    index('notification_deliveries_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
  ],
);
