import { bookings } from '@limpa/db';
import { OVERTIME_ANSWER_HOURS } from '@limpa/domain';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../lib/app-context';
import { conflict } from '../../lib/app-error';
import type { AuthContext } from '../../lib/auth-context';
import { notifyOvertime } from '../notifications/overtime-mails';
import { answerOpen, noOvertimeRequest, ownCompletedBooking } from './overtime-consent';
import { getBookingFor } from './read-bookings';

/**
 * The customer disputes the overtime within 48 h of completion (an admin then charges or waives it); both sides
 * are told.
 */
export async function disputeOvertime(
  ctx: AppContext,
  customer: AuthContext,
  id: string,
  reason: string,
  now = new Date(),
) {
  const b = await ownCompletedBooking(ctx.db, customer, id);
  const [disputed] = await ctx.db
    .update(bookings)
    .set({ overtimeStatus: 'disputed', overtimeDisputeReason: reason })
    .where(and(eq(bookings.id, id), eq(bookings.overtimeStatus, 'pending_approval'), answerOpen(now)))
    .returning({ id: bookings.id });
  if (!disputed) {
    if (b.overtimeStatus === 'pending_approval') {
      throw conflict(
        `The ${OVERTIME_ANSWER_HOURS} hours to answer this overtime have passed, so it was approved.`,
        'Overtime not updated',
        'overtime_answer_closed',
      ).withDetailVars({ hours: OVERTIME_ANSWER_HOURS });
    }
    throw noOvertimeRequest();
  }
  await notifyOvertime(ctx, id, 'disputed');
  return { booking: await getBookingFor(ctx.db, customer, id) };
}
