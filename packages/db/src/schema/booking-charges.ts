import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { bookings } from './bookings';
import { createdAt } from './columns';

/** A booking's charge attempts: its charge, overtime, late fee, tip and refunds. */
export type ChargeStatus = 'pending' | 'succeeded' | 'failed' | 'requires_action';
export type ChargeKind = 'charge' | 'overtime' | 'late_fee' | 'tip' | 'refund';

export const bookingCharges = pgTable(
  'booking_charges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    /**
     * 'late_fee': a late cancellation's or a customer no-show's fee, charged after the booking's refund. 'tip':
     * the customer's tip after completion (decision 076), all of it the cleaner's; no part of the booking's price.
     */
    kind: text('kind').$type<ChargeKind>().notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').$type<'CAD' | 'EUR'>().notNull(),
    /**
     * 'pending' marks an attempt in flight: claimed before the gateway call, settled after it. 'requires_action':
     * the processor wants the customer's on-session authentication (client_secret), settled by its webhook.
     */
    status: text('status').$type<ChargeStatus>().notNull(),
    reference: text('reference'),
    failureCode: text('failure_code'),
    /** The processor's words for a failure, shown to the customer. */
    failureMessage: text('failure_message'),
    /** While requires_action: the PaymentIntent's client secret for on-session authentication. */
    clientSecret: text('client_secret'),
    /** Refunds: the reference of the charge they give back. */
    refundedReference: text('refunded_reference'),
    /** Refunds by an admin: why (also in money_audit_events). */
    reason: text('reason'),
    /**
     * Refunds: the id of the first part of the refund this row belongs to. One refund takes one row per charge it
     * draws on (the booking, then its overtime), and the customer is told once, with the whole amount. Null on
     * refunds recorded before the column (each its own refund).
     */
    refundGroup: uuid('refund_group'),
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: createdAt(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    check('charges_kind_ck', sql`${t.kind} in ('charge','overtime','late_fee','tip','refund')`),
    check('charges_status_ck', sql`${t.status} in ('pending','succeeded','failed','requires_action')`),
    check('charges_amount_ck', sql`${t.amountCents} > 0`),
    // At most one attempt in flight, awaiting authentication or succeeded per booking and kind: a booking is
    // never charged twice (one tip per booking: a second tip request waits on this key, then finds the first).
    // Refunds are many (partial refunds); their sum is bounded by a trigger (0006).
    uniqueIndex('charges_one_live_per_kind_uq')
      .on(t.bookingId, t.kind)
      .where(sql`${t.status} in ('pending','succeeded','requires_action') and ${t.kind} <> 'refund'`),
    uniqueIndex('charges_client_secret_uq').on(t.clientSecret),
    index('charges_reference_idx').on(t.reference),
    uniqueIndex('charges_idempotency_key_uq').on(t.idempotencyKey),
    index('charges_booking_idx').on(t.bookingId, t.createdAt),
    // The lifecycle sweep's backstop for refunds left pending (refund-booking-payment.ts retryStrandedRefunds).
    index('charges_pending_refund_idx')
      .on(t.createdAt)
      .where(sql`${t.kind} = 'refund' and ${t.status} = 'pending'`),
    // The revenue report groups settled money by UTC month (admin/revenue-report.repository.ts): its month
    // range reads this index, not the whole table.
    index('charges_succeeded_month_idx')
      .on(sql`date_trunc('month', coalesce(${t.settledAt}, ${t.createdAt}) at time zone 'UTC')`, t.currency)
      .where(sql`${t.status} = 'succeeded'`),
  ],
);
