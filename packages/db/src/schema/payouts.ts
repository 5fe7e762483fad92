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
    /** pending until its transfer exists (completed) or the processor refused it (failed, retried next run). */
    status: text('status').$type<'completed' | 'pending' | 'failed'>().notNull().default('pending'),
    /** The processor's transfer (Stripe tr_…), made with idempotency key `payout:{id}`. */
    transferReference: text('transfer_reference').unique(),
    failureReason: text('failure_reason'),
    /** Transfer attempts: the first uses key `payout:{id}`, a retry after a refusal `payout:{id}:retry-{n}`. */
    attempts: integer('attempts').notNull().default(0),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('payouts_amount_ck', sql`${t.amountCents} > 0`),
    check('payouts_status_ck', sql`${t.status} in ('completed','pending','failed')`),
    check(
      'payouts_completed_has_transfer_ck',
      sql`${t.status} <> 'completed' or ${t.transferReference} is not null`,
    ),
    index('payouts_unsettled_idx').on(t.createdAt).where(sql`${t.status} <> 'completed'`),
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
