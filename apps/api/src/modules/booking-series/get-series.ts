import type { BookingSeries } from '@limpa/contracts';
import type { Database } from '@limpa/db';
import { canCustomerCancel } from '@limpa/domain';
import type { AuthContext } from '../../lib/auth-context';
import { findSeries, listSeriesVisits, listSkips } from './series.repository';
import { seriesNotFound } from './series-transitions';

/** Its customer, its cleaner or an admin; anyone else 404. Visits not yet ended, and every skipped date. */
export async function getSeriesFor(
  db: Database,
  viewer: AuthContext,
  id: string,
  now = new Date(),
): Promise<BookingSeries> {
  const series = await findSeries(db, id);
  const mine =
    series &&
    (series.customerId === viewer.userId ||
      series.cleanerId === viewer.userId ||
      viewer.profile.role === 'admin');
  if (!series || !mine) throw seriesNotFound();
  const [visits, skipped] = await Promise.all([listSeriesVisits(db, id, now), listSkips(db, id)]);
  return {
    id: series.id,
    everyWeeks: series.everyWeeks as 1 | 2 | 4,
    status: series.status,
    cleanerId: series.cleanerId,
    customerId: series.customerId,
    bookingTime: series.bookingTime,
    timeZone: series.timeZone,
    bookings: visits.map((b) => ({
      id: b.id,
      bookingDate: b.bookingDate,
      bookingTime: b.bookingTime,
      startsAt: b.startsAt.toISOString(),
      status: b.status,
      paymentStatus: b.paymentStatus,
      canCustomerCancel: canCustomerCancel({ status: b.status, startsAt: b.startsAt, now }),
      basePriceCents: b.basePriceCents,
    })),
    skipped,
  };
}
