import { bookingCharges, bookings } from '@limpa/db';
import { SERIES_CHARGE_HOURS_BEFORE } from '@limpa/domain';
import { and, eq, gt, isNotNull, lte, sql } from 'drizzle-orm';
import type { AppContext } from '../../lib/app-context';
import { chargeOrScheduleRetry } from '../booking-payments/retry-booking-payment';

/**
 * Later visits of a confirmed series are charged 24 h before they start (the first visit is charged when the
 * cleaner confirms). The charge itself is the usual one (`booking:{id}:charge` idempotency key, one live attempt
 * per booking by a unique index), so running this job twice, or beside a retry, never charges twice.
 */
export async function chargeDueSeriesVisits(ctx: AppContext, now: Date): Promise<string[]> {
  const due = await ctx.db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        isNotNull(bookings.seriesId),
        eq(bookings.status, 'confirmed'),
        gt(bookings.startsAt, now),
        lte(bookings.startsAt, new Date(now.getTime() + SERIES_CHARGE_HOURS_BEFORE * 3_600_000)),
        sql`not exists (select 1 from ${bookingCharges} c where c.booking_id = ${bookings.id} and c.kind = 'charge')`,
      ),
    );
  for (const { id } of due) await chargeOrScheduleRetry(ctx, id);
  return due.map((d) => d.id);
}
