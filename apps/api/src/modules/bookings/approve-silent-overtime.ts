import { bookings } from '@limpa/db';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../lib/app-context';
import { chargeOrScheduleRetry } from '../booking-payments/retry-booking-payment';
import { notifyOvertime } from '../notifications/overtime-mails';
import { answerClosed, markOvertimeApproved } from './overtime-consent';

/** At most this many bookings per run; the next run takes the rest. */
const BATCH = 100;

/**
 * The job behind "silence approves": every overtime still pending_approval 48 h after completion is approved
 * and charged. Each approval is a compare-and-swap, so a customer's approval or dispute racing the job (or two
 * processes running it) ends in one outcome and one charge. `now` is explicit so tests control the clock.
 */
export async function approveSilentOvertime(ctx: AppContext, now = new Date()): Promise<string[]> {
  const due = await ctx.db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.overtimeStatus, 'pending_approval'), answerClosed(now)))
    .orderBy(bookings.completedAt)
    .limit(BATCH);
  const approved: string[] = [];
  for (const { id } of due) {
    if (!(await markOvertimeApproved(ctx.db, id, ['pending_approval'], answerClosed(now)))) continue;
    approved.push(id);
    await chargeOrScheduleRetry(ctx, id);
    await notifyOvertime(ctx, id, 'approved');
  }
  return approved;
}
