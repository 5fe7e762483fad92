import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { userReference } from './auth';
import { createdAt, updatedAt } from './columns';

/**
 * A person's notification preferences (decision 025). Only the choices they made are stored, per channel and
 * type (`{ "booking_reminder": false }`): a type added later starts on for everyone.
 */
export const notificationPreferences = pgTable('notification_preferences', {
  userId: userReference('user_id', 'cascade').primaryKey(),
  email: jsonb('email').$type<Record<string, boolean>>().notNull().default({}),
  push: jsonb('push').$type<Record<string, boolean>>().notNull().default({}),
  updatedAt: updatedAt(),
});

/** The browsers a person allowed to show push notifications: one row per push-service endpoint. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userReference('user_id', 'cascade'),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);

/** The VAPID key pair generated on first use when the environment gives none: one row, shared by every process. */
export const vapidKeys = pgTable(
  'vapid_keys',
  {
    id: integer('id').primaryKey().default(1),
    publicKey: text('public_key').notNull(),
    privateKey: text('private_key').notNull(),
    createdAt: createdAt(),
  },
  () => [check('vapid_keys_single_row', sql`id = 1`)],
);
