import { bookingSeries, bookings } from '@limpa/db';
import { pendingExpiryCutoffs } from '@limpa/domain';
import { and, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../lib/app-context';
import { notifyBookingsExpired } from '../notifications/lifecycle-mails';

/**
 * The periodic expiry: a pending request unanswered for `expiryHours`, or within 12 h of its start (once its
 * short-notice hour is over), becomes
 * `expired` in one compare-and-swap UPDATE (`where status = 'pending'`): a confirmation racing it either
 * committed first (the row is no longer pending, nothing expires) or finds it expired (409, nothing charged).
 * The exclusion constraint holds only active statuses, so the slot is free at once. A series whose every
 * visit ended this way expires too. Customers are told.
 */
export async function expirePendingBookings(
  ctx: AppContext,
  input: { now: Date; expiryHours: number },
): Promise<string[]> {
  const { madeBy, startsBy, answeredBy } = pendingExpiryCutoffs(input.now, input.expiryHours);
  const expired = await ctx.db.transaction(async (tx) => {
    const rows = await tx
      .update(bookings)
      .set({ status: 'expired' })
      .where(
        and(
          eq(bookings.status, 'pending'),
          or(
            lte(bookings.createdAt, madeBy),
            and(lte(bookings.startsAt, startsBy), lte(bookings.createdAt, answeredBy)),
          ),
        ),
      )
      .returning({ id: bookings.id, seriesId: bookings.seriesId });
    const seriesIds = [...new Set(rows.flatMap((r) => (r.seriesId ? [r.seriesId] : [])))];
    if (seriesIds.length > 0) {
      await tx
        .update(bookingSeries)
        .set({ status: 'expired' })
        .where(
          and(
            inArray(bookingSeries.id, seriesIds),
            eq(bookingSeries.status, 'pending'),
            sql`not exists (select 1 from ${bookings} where ${bookings.seriesId} = ${bookingSeries.id}
              and ${bookings.status} in ('pending','confirmed','in_progress','completed'))`,
          ),
        );
    }
    return rows.map((r) => r.id);
  });
  await notifyBookingsExpired(ctx, expired);
  return expired;
}
