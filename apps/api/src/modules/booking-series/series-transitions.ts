import { bookingSeries, bookings, type Database } from '@limpa/db';
import { and, eq, ne } from 'drizzle-orm';
import { notFound } from '../../lib/app-error';
import { type MaterialiseOutcome, materialiseSeries } from './materialise-series';

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
