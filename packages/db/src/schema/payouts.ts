import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { bookings } from './bookings';
import { createdAt } from './columns';

/** Payout runs and the earnings each paid. */
export const payouts = pgTable(
  'payouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cleanerId: text('cleaner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').$type<'CAD' | 'EUR'>().notNull(),
    status: text('status').$type<'completed' | 'pending' | 'failed'>().notNull().default('completed'),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('payouts_amount_ck', sql`${t.amountCents} > 0`),
    index('payouts_cleaner_created_idx').on(t.cleanerId, t.createdAt.desc()),
  ],
);

export const payoutItems = pgTable('payout_items', {
  payoutId: uuid('payout_id')
    .notNull()
    .references(() => payouts.id, { onDelete: 'cascade' }),
  bookingId: uuid('booking_id')
    .primaryKey()
    .references(() => bookings.id, { onDelete: 'restrict' }),
  amountCents: integer('amount_cents').notNull(),
});
