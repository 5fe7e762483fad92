import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { userReference, users } from './auth';
import { bookings } from './bookings';
import { createdAt } from './columns';

/**
 * Payouts and the earnings each paid: an admin's run, a cleaner's withdrawal or a Monday's automatic payout
 * (decision 051).
 */
export const payouts = pgTable(
  'payouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cleanerId: userReference('cleaner_id', 'restrict'),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').$type<'CAD' | 'EUR'>().notNull(),
    /**
     * pending until its transfer exists (completed) or the processor refused it (failed, retried next run).
     * reversed: its transfer was reversed, wholly or in part (decision 043); never sent again by a run.
     */
    status: text('status')
      .$type<'completed' | 'pending' | 'failed' | 'reversed'>()
      .notNull()
      .default('pending'),
    /** The processor's transfer (Stripe tr_…), made with idempotency key `payout:{id}`. */
    transferReference: text('transfer_reference').unique(),
    failureReason: text('failure_reason'),
    /** Transfer attempts: the first uses key `payout:{id}`, a retry after a refusal `payout:{id}:retry-{n}`. */
    attempts: integer('attempts').notNull().default(0),
    /** How much of the first transfer was reversed (Stripe's amount_reversed: it only grows). */
    reversedCents: integer('reversed_cents').notNull().default(0),
    /** Reversed money waiting for an admin's re-send (decision 043): reversals add to it, re-sends take from it. */
    heldCents: integer('held_cents').notNull().default(0),
    /** Re-sends asked of the processor; the n-th uses key `payout:{id}:resend:{n}`. */
    resends: integer('resends').notNull().default(0),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** What made it: an admin's run, the cleaner's withdrawal, or the Monday payouts (decision 051). */
    kind: text('kind').$type<'run' | 'withdrawal' | 'monday'>().notNull().default('run'),
    /**
     * One payout per request: `withdraw:{cleanerId}:{client key}` for a withdrawal (a repeated request finds its
     * payout), `monday:{date}:{cleanerId}:{currency}` for a Monday's payout (that Monday pays once).
     */
    requestKey: text('request_key').unique(),
    createdAt: createdAt(),
  },
  (t) => [
    check('payouts_kind_ck', sql`${t.kind} in ('run','withdrawal','monday')`),
    check('payouts_amount_ck', sql`${t.amountCents} > 0`),
    check('payouts_status_ck', sql`${t.status} in ('completed','pending','failed','reversed')`),
    check(
      'payouts_completed_has_transfer_ck',
      sql`${t.status} not in ('completed','reversed') or ${t.transferReference} is not null`,
    ),
    // The money held: never negative (no re-send of more than was reversed), never more than the payout.
    check('payouts_reversed_ck', sql`${t.reversedCents} between 0 and ${t.amountCents}`),
    check('payouts_held_ck', sql`${t.heldCents} between 0 and ${t.amountCents}`),
    check('payouts_held_only_reversed_ck', sql`${t.heldCents} = 0 or ${t.status} = 'reversed'`),
    index('payouts_unsettled_idx').on(t.createdAt).where(sql`${t.status} in ('pending','failed')`),
    index('payouts_cleaner_created_idx').on(t.cleanerId, t.createdAt.desc()),
    // The once-a-day rule reads a cleaner's latest withdrawal.
    index('payouts_withdrawals_idx').on(t.cleanerId, t.createdAt.desc()).where(sql`${t.kind} = 'withdrawal'`),
    // The revenue report's payouts per UTC month: only money that left (sent, or sent then reversed).
    index('payouts_sent_month_idx')
      .on(sql`date_trunc('month', ${t.createdAt} at time zone 'UTC')`, t.currency)
      .where(sql`${t.status} in ('completed','reversed')`),
  ],
);

export type PayoutItemKind = 'earning' | 'tip';

/**
 * What a payout paid: one row per booking and kind, its key making each paid out at most once. 'earning': the
 * booking's earnings (or a late fee's share); 'tip': its tip, paid apart because it may come after the earning
 * was paid out (decision 076).
 */
export const payoutItems = pgTable(
  'payout_items',
  {
    payoutId: uuid('payout_id')
      .notNull()
      .references(() => payouts.id, { onDelete: 'cascade' }),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'restrict' }),
    kind: text('kind').$type<PayoutItemKind>().notNull().default('earning'),
    amountCents: integer('amount_cents').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.bookingId, t.kind], name: 'payout_items_pkey' }),
    check('payout_items_kind_ck', sql`${t.kind} in ('earning','tip')`),
  ],
);

/**
 * An admin's re-send of a payout's reversed money (decision 043): a new transfer under its own key, one row per
 * transfer made. Its own reversals are held on the payout again.
 */
export const payoutResends = pgTable(
  'payout_resends',
  {
    payoutId: uuid('payout_id')
      .notNull()
      .references(() => payouts.id, { onDelete: 'cascade' }),
    /** The payout's n-th re-send: idempotency key `payout:{payoutId}:resend:{n}`. */
    n: integer('n').notNull(),
    amountCents: integer('amount_cents').notNull(),
    transferReference: text('transfer_reference').notNull().unique(),
    reversedCents: integer('reversed_cents').notNull().default(0),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.payoutId, t.n] }),
    check('payout_resends_amount_ck', sql`${t.amountCents} > 0`),
    check('payout_resends_reversed_ck', sql`${t.reversedCents} between 0 and ${t.amountCents}`),
  ],
);

/**
 * The Mondays whose automatic payouts ran (decision 051): claimed in the run's transaction, so a Monday is paid
 * out once, however many ticks, processes or retries ask later that day.
 */
export const mondayPayoutRuns = pgTable('monday_payout_runs', {
  monday: date('monday', { mode: 'string' }).primaryKey(),
  createdAt: createdAt(),
});
