import { bigint, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * Live counts of bookings per (status, currency, payment status), with the platform fees of the paid ones: the
 * admin bookings summary read in O(1) whatever the number of bookings (decision 029). Kept exact by a trigger on
 * `bookings` (migration 0015, hand-written part): each change adds its deltas to the rows of its own database
 * session (`slot` = the backend's pid), so concurrent bookings never wait for one another on a counter; the
 * figure is the sum over slots, and the lifecycle sweep folds idle slots into slot 0.
 */
export const bookingCounts = pgTable(
  'booking_counts',
  {
    status: text('status').notNull(),
    currency: text('currency').notNull(),
    paymentStatus: text('payment_status').notNull(),
    slot: integer('slot').notNull(),
    bookings: bigint('bookings', { mode: 'number' }).notNull().default(0),
    paidFeeCents: bigint('paid_fee_cents', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.status, t.currency, t.paymentStatus, t.slot] })],
);
