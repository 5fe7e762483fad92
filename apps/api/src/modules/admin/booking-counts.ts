import type { AdminBookingsQuery } from '@limpa/contracts';
import { bookingCounts, type DbOrTx } from '@limpa/db';
import { eq, sql } from 'drizzle-orm';

/**
 * The admin bookings summary without a search: bookings per (currency, status) and the platform fees of the
 * paid ones, optionally of one payment status, from the counters the database keeps exact on every booking
 * change (booking_counts, migration 0015): a read of a few dozen rows whatever the number of bookings.
 */
export function readBookingCounts(db: DbOrTx, paymentStatus?: AdminBookingsQuery['paymentStatus']) {
  return db
    .select({
      currency: sql<'CAD' | 'EUR'>`${bookingCounts.currency}`,
      status: bookingCounts.status,
      count: sql<number>`sum(${bookingCounts.bookings})::int`,
      paidPlatformFeeCents: sql`sum(${bookingCounts.paidFeeCents})`.mapWith(Number),
    })
    .from(bookingCounts)
    .where(paymentStatus ? eq(bookingCounts.paymentStatus, paymentStatus) : undefined)
    .groupBy(bookingCounts.currency, bookingCounts.status)
    .having(sql`sum(${bookingCounts.bookings}) <> 0`);
}

/** Folds the counters of sessions into one row per key (the lifecycle sweep; skips rows a transaction holds). */
export async function foldBookingCounts(db: DbOrTx): Promise<void> {
  await db.execute(sql`select fold_booking_counts()`);
}
