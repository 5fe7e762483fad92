import { bookings, type Database } from '@limpa/db';
import type { AppContext } from '../../lib/app-context';
import type { AuthContext } from '../../lib/auth-context';
import { assertEmailVerified } from '../auth/account-access';
import { confirmSeriesOf } from '../booking-series/series-transitions';
import { notifyBooking } from '../notifications/booking-mails';
import { notifySeriesSkipped } from '../notifications/lifecycle-mails';
import { chargeBookingNow } from './charge-booking-now';
import { assertOwnBooking, casWhere, notApproved, staleStatus } from './cleaner-guards';
import { getBookingFor } from './read-bookings';

/** pending → confirmed, by its cleaner only; a compare-and-swap, so racing confirms get 409. */
async function markConfirmed(db: Database, cleaner: AuthContext, id: string) {
  // One statement on the happy path; only a refusal reads the booking to say why (404, 403 or 409).
  const [updated] = await db
    .update(bookings)
    .set({ status: 'confirmed', confirmedAt: new Date() })
    .where(casWhere(id, cleaner, 'pending'))
    .returning();
  if (updated) return updated;
  const b = await assertOwnBooking(db, cleaner, id);
  if (b.status === 'pending') throw notApproved();
  throw staleStatus(b.status);
}

/**
 * The cleaner accepts a request: the booking is confirmed, its first charge made, and both sides told. The first
 * answer to a series answers the series: its other visits are confirmed (charged later), the dates its request
 * could not hold yet are booked, and the ones that could not be are told as skipped.
 */
export async function confirmBooking(ctx: AppContext, cleaner: AuthContext, id: string) {
  assertEmailVerified(ctx.config.requireEmailVerification, cleaner);
  const confirmed = await markConfirmed(ctx.db, cleaner, id);
  const series = await confirmSeriesOf(ctx.db, confirmed);
  if (series) await notifySeriesSkipped(ctx, series.seriesId, series.skipped);
  const status = await chargeBookingNow(ctx, confirmed.id);
  await notifyBooking(ctx, confirmed.id, 'confirmed');
  return { booking: await getBookingFor(ctx.db, cleaner, confirmed.id), payment: { status } };
}
