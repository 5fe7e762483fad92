import { bookingSeries, bookings, type Database } from '@limpa/db';
import { CUSTOMER_CANCEL_MIN_HOURS } from '@limpa/domain';
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../lib/app-context';
import { conflict } from '../../lib/app-error';
import type { AuthContext } from '../../lib/auth-context';
import {
  claimRefundParts,
  type RefundPart,
  sendRefundParts,
} from '../booking-payments/refund-booking-payment';
import { notifySeriesCancelled } from '../notifications/lifecycle-mails';
import { getSeriesFor } from './get-series';
import { lockSeries } from './series.repository';
import { seriesNotFound } from './series-transitions';

/**
 * The cancellation's one transaction: no more visits are booked, and every visit at least 24 h ahead is
 * cancelled (nearer ones stay, as with a single booking). A confirmed visit's payment comes back in full (a free
 * cancellation): its refund is claimed in the same transaction, so only what is on record is sent after it.
 */
async function recordSeriesCancellation(db: Database, customerId: string, seriesId: string, now: Date) {
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

/**
 * The customer cancels their series (POST /api/v1/booking-series/:id/cancel): the visits' refunds are sent and
 * both sides told; answers the series as it is now.
 */
export async function cancelSeries(
  ctx: AppContext,
  customer: AuthContext,
  seriesId: string,
  now = new Date(),
) {
  const { cancelled, refunds } = await recordSeriesCancellation(ctx.db, customer.userId, seriesId, now);
  for (const { bookingId, parts } of refunds) await sendRefundParts(ctx, bookingId, parts);
  await notifySeriesCancelled(ctx, seriesId, cancelled.length);
  return getSeriesFor(ctx.db, customer, seriesId);
}
