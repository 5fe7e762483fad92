import { bookings, bookingTaxColumns, type DbOrTx } from '@limpa/db';
import {
  bookingTaxProfile,
  OVERTIME_ANSWER_HOURS,
  type OvertimeStatus,
  overtimeFinalFigures,
} from '@limpa/domain';
import { and, eq, gt, inArray, lte, type SQL, sql } from 'drizzle-orm';
import { conflict } from '../../lib/app-error';
import type { AuthContext } from '../../lib/auth-context';
import { bookingNotFound } from '../../lib/booking-privacy';

/** completed_at + 48 h is still ahead of `now`: the customer may still answer. */
export const answerOpen = (now: Date) =>
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

export const noOvertimeRequest = () =>
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
  const [b] = await db.select(bookingTaxColumns).from(bookings).where(eq(bookings.id, id));
  if (!b?.overtimeFeeCents) return false;
  // The overtime line is taxed like the booking (decision 079); fee and earnings split on the amount before tax.
  const { finalTaxes: _taxes, ...final } = overtimeFinalFigures({
    ...b,
    overtimeFeeCents: b.overtimeFeeCents,
    tax: bookingTaxProfile(b),
  });
  const [won] = await db
    .update(bookings)
    .set({ overtimeStatus: 'approved', ...final })
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

/** The customer's own booking (404 for anyone else's), for an answer to its overtime. */
export async function ownCompletedBooking(db: DbOrTx, customer: AuthContext, id: string) {
  const [b] = await db.select().from(bookings).where(eq(bookings.id, id)).limit(1);
  if (!b || b.customerId !== customer.userId) throw bookingNotFound();
  return b;
}
