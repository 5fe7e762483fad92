import { bookingSeries, bookings, type Database } from '@limpa/db';
import { CUSTOMER_CANCEL_MIN_HOURS } from '@limpa/domain';
import { and, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import { conflict, notFound } from '../../lib/app-error';
import { claimRefundParts, type RefundPart } from '../booking-payments/refund-booking-payment';
import { type MaterialiseOutcome, materialiseSeries } from './materialise-series';
import { lockSeries } from './series.repository';

export const seriesNotFound = () => notFound('Series not found.', 'Series not found');

/**
 * The cleaner confirmed a visit of a pending series: the series is confirmed (compare-and-swap, so only the
 * first confirmation does this) and its other pending visits become confirmed without being charged now; each
 * is charged 24 h before it starts (charge-due-visits.ts). The dates its request could not hold under the
 * customer's open-request cap are booked now, confirmed (decision 019). Returns what that booked and skipped.
 */
export async function confirmSeriesOf(
  db: Database,
  visit: { id: string; seriesId: string | null },
  now = new Date(),
): Promise<MaterialiseOutcome | null> {
  if (!visit.seriesId) return null;
  const seriesId = visit.seriesId;
  return db.transaction(async (tx) => {
    const [confirmed] = await tx
      .update(bookingSeries)
      .set({ status: 'active', confirmedAt: now })
      .where(and(eq(bookingSeries.id, seriesId), eq(bookingSeries.status, 'pending')))
      .returning({ id: bookingSeries.id });
    if (!confirmed) return null;
    await tx
      .update(bookings)
      .set({ status: 'confirmed', confirmedAt: now })
      .where(and(eq(bookings.seriesId, seriesId), eq(bookings.status, 'pending'), ne(bookings.id, visit.id)));
    return materialiseSeries(tx, seriesId, now);
  });
}

/**
 * The customer cancels the series: no more visits are booked, and every visit at least 24 h ahead is cancelled
 * (nearer ones stay, as with a single booking). A confirmed visit's payment comes back in full (a free
 * cancellation): its refund is claimed in the same transaction, so the caller only sends what is on record.
 */
export async function cancelSeries(db: Database, customerId: string, seriesId: string, now = new Date()) {
  return db.transaction(async (tx) => {
    const series = await lockSeries(tx, seriesId);
    if (!series || series.customerId !== customerId) throw seriesNotFound();
    if (series.status !== 'pending' && series.status !== 'active') {
      throw conflict('This series has already ended.', 'Series not cancellable', 'invalid_transition');
    }
    await tx
      .update(bookingSeries)
      .set({ status: 'cancelled', cancelledAt: now })
      .where(eq(bookingSeries.id, seriesId));
    const cutoff = new Date(now.getTime() + CUSTOMER_CANCEL_MIN_HOURS * 3_600_000);
    // Locked first so the status each visit had is the one we change (a racing confirm or expiry waits).
    const visits = await tx
      .select({ id: bookings.id, status: bookings.status })
      .from(bookings)
      .where(
        and(
          eq(bookings.seriesId, seriesId),
          inArray(bookings.status, ['pending', 'confirmed']),
          gte(bookings.startsAt, cutoff),
        ),
      )
      .for('update');
    if (visits.length > 0) {
      await tx
        .update(bookings)
        .set({ status: 'cancelled', cancelledBy: 'customer', cancelledAt: now })
        .where(
          and(
            inArray(
              bookings.id,
              visits.map((v) => v.id),
            ),
            sql`${bookings.status} in ('pending','confirmed')`,
          ),
        );
    }
    const refunds: { bookingId: string; parts: RefundPart[] }[] = [];
    for (const visit of visits.filter((v) => v.status === 'confirmed')) {
      refunds.push({
        bookingId: visit.id,
        parts: await claimRefundParts(tx, visit.id, { amountCents: 'all' }),
      });
    }
    return { series, cancelled: visits, refunds };
  });
}
