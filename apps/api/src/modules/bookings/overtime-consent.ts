import { bookings, type DbOrTx } from '@limpa/db';
import { OVERTIME_ANSWER_HOURS, type OvertimeStatus, splitTotal } from '@limpa/domain';
import { and, eq, gt, inArray, lte, type SQL, sql } from 'drizzle-orm';
import { conflict } from '../../lib/app-error';
import type { AuthContext } from '../../lib/auth-context';
import { bookingNotFound } from '../../lib/booking-privacy';

/** completed_at + 48 h is still ahead of `now`: the customer may still answer. */
const answerOpen = (now: Date) =>
  gt(
    bookings.completedAt,
    sql`${now.toISOString()}::timestamptz - make_interval(hours => ${OVERTIME_ANSWER_HOURS})`,
  );
/** The 48 h are over: silence approves. */
export const answerClosed = (now: Date) =>
  lte(
    bookings.completedAt,
    sql`${now.toISOString()}::timestamptz - make_interval(hours => ${OVERTIME_ANSWER_HOURS})`,
  );

const noOvertimeRequest = () =>
  conflict(
    'There is no overtime waiting for an answer on this booking.',
    'Overtime not updated',
    'no_overtime_request',
  );

/**
 * Approves the overtime in one compare-and-swap from one of `from`: the final total, fee and earnings now
 * include it, so the next settle charges it (`booking:{id}:overtime`) and payouts wait for that charge. A racing
 * approval (customer, the silence job, an admin) finds the status moved and changes nothing: charged once.
 */
export async function markOvertimeApproved(
  db: DbOrTx,
  id: string,
  from: OvertimeStatus[],
  extra?: SQL,
): Promise<boolean> {
  const [b] = await db
    .select({ total: bookings.totalAmountCents, fee: bookings.overtimeFeeCents })
    .from(bookings)
    .where(eq(bookings.id, id));
  if (!b?.fee) return false;
  const finalTotal = b.total + b.fee;
  const split = splitTotal(finalTotal);
  const [won] = await db
    .update(bookings)
    .set({
      overtimeStatus: 'approved',
      finalTotalCents: finalTotal,
      finalPlatformFeeCents: split.platformFeeCents,
      finalCleanerEarningsCents: split.cleanerEarningsCents,
    })
    .where(
      and(
        eq(bookings.id, id),
        eq(bookings.status, 'completed'),
        inArray(bookings.overtimeStatus, from),
        extra,
      ),
    )
    .returning({ id: bookings.id });
  return Boolean(won);
}

async function ownCompletedBooking(db: DbOrTx, customer: AuthContext, id: string) {
  const [b] = await db.select().from(bookings).where(eq(bookings.id, id)).limit(1);
  if (!b || b.customerId !== customer.userId) throw bookingNotFound();
  return b;
}

/** The customer approves the overtime (any time while it waits: after 48 h silence would approve it anyway). */
export async function approveOvertime(db: DbOrTx, customer: AuthContext, id: string) {
  await ownCompletedBooking(db, customer, id);
  if (!(await markOvertimeApproved(db, id, ['pending_approval']))) throw noOvertimeRequest();
}

/** The customer disputes the overtime within 48 h of completion; an admin then charges or waives it. */
export async function disputeOvertime(
  db: DbOrTx,
  customer: AuthContext,
  id: string,
  reason: string,
  now = new Date(),
) {
  const b = await ownCompletedBooking(db, customer, id);
  const [disputed] = await db
    .update(bookings)
    .set({ overtimeStatus: 'disputed', overtimeDisputeReason: reason })
    .where(and(eq(bookings.id, id), eq(bookings.overtimeStatus, 'pending_approval'), answerOpen(now)))
    .returning({ id: bookings.id });
  if (disputed) return;
  if (b.overtimeStatus === 'pending_approval') {
    throw conflict(
      `The ${OVERTIME_ANSWER_HOURS} hours to answer this overtime have passed, so it was approved.`,
      'Overtime not updated',
      'overtime_answer_closed',
    ).withDetailVars({ hours: OVERTIME_ANSWER_HOURS });
  }
  throw noOvertimeRequest();
}
