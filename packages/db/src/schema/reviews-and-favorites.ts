import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { userReference, users } from './auth';
import { bookings } from './bookings';
import { createdAt } from './columns';

/** Customers' reviews of their completed bookings, and their favourite cleaners. */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .unique()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    customerId: userReference('customer_id', 'cascade'),
    cleanerId: userReference('cleaner_id', 'cascade'),
    rating: smallint('rating').notNull(),
    comment: text('comment'),
    isHidden: boolean('is_hidden').notNull().default(false),
    hiddenBy: text('hidden_by').references(() => users.id, { onDelete: 'set null' }),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('reviews_rating_ck', sql`${t.rating} between 1 and 5`),
    check('reviews_comment_ck', sql`${t.comment} is null or length(${t.comment}) <= 1000`),
    index('reviews_cleaner_created_idx').on(t.cleanerId, t.createdAt.desc()),
  ],
);

export const favorites = pgTable(
  'favorites',
  {
    customerId: userReference('customer_id', 'cascade'),
    cleanerId: userReference('cleaner_id', 'cascade'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.cleanerId] })],
);
