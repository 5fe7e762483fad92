import { bookings, type Database } from '@limpa/db';
import {
  canCompleteAt,
  computeCompletion,
  HOURS_WORKED_MAX,
  HOURS_WORKED_MIN,
  isValidHoursWorked,
} from '@limpa/domain';
import { and, lte } from 'drizzle-orm';
import type { AppContext } from '../../lib/app-context';
import { AppError } from '../../lib/app-error';
import type { AuthContext } from '../../lib/auth-context';
import { notifyBooking } from '../notifications/booking-mails';
import { notifyOvertime } from '../notifications/overtime-mails';
import { chargeBookingNow } from './charge-booking-now';
import { assertActiveCleaner, assertOwnBooking, casWhere, staleStatus } from './cleaner-guards';
import { getBookingFor } from './read-bookings';

const invalidTime = () =>
  new AppError(
    400,
    'invalid_time',
    'Invalid Time',
    `Please enter a valid time between ${HOURS_WORKED_MIN} and ${HOURS_WORKED_MAX} hours.`,
  ).withDetailVars({ min: HOURS_WORKED_MIN, max: HOURS_WORKED_MAX });

const tooEarly = () =>
  new AppError(409, 'too_early', 'Too Early', 'This booking can be completed from its start time.');

/**
 * confirmed → completed with the hours worked, from the booking's start on. Overtime is not charged at once
 * (decision 020): it is recorded as pending_approval and the final figures stay the booked ones until the
 * customer (or silence, or an admin) approves it, so neither the charge nor a payout includes it before.
 */
async function markCompleted(
  db: Database,
  cleaner: AuthContext,
  id: string,
  hoursWorked: unknown,
  now: Date,
) {
  if (!isValidHoursWorked(hoursWorked)) throw invalidTime();
  const b = await assertOwnBooking(db, cleaner, id);
  assertActiveCleaner(cleaner);
  if (b.status !== 'confirmed') throw staleStatus(b.status);
  if (!canCompleteAt(b.startsAt, now)) throw tooEarly();
  const result = computeCompletion({
    durationHours: b.durationHours,
    basePriceCents: b.basePriceCents,
    addOnsTotalCents: b.addOnsTotalCents,
    hoursWorked,
  });
  const overtime = result.overtimeFeeCents > 0;
  const [updated] = await db
    .update(bookings)
    .set({
      status: 'completed',
      completedAt: now,
      actualHoursWorked: hoursWorked,
      overtimeMinutes: result.overtimeMinutes,
      overtimeFeeCents: result.overtimeFeeCents,
      overtimeStatus: overtime ? 'pending_approval' : null,
      // The booked figures, overtime or not: overtime counts only once approved (markOvertimeApproved).
      finalTotalCents: b.totalAmountCents,
      finalTaxCents: b.taxCents,
      finalPlatformFeeCents: b.platformFeeCents,
      finalCleanerEarningsCents: b.cleanerEarningsCents,
    })
    .where(and(casWhere(id, cleaner, 'confirmed'), lte(bookings.startsAt, now)))
    .returning();
  if (!updated) throw staleStatus('no longer confirmed');
  return updated;
}

/**
 * The cleaner reports the job done: the booking is completed, what is owed charged, both sides told, and the
 * customer asked to answer any overtime.
 */
export async function completeBooking(
  ctx: AppContext,
  cleaner: AuthContext,
  id: string,
  hoursWorked: unknown,
) {
  const completed = await markCompleted(ctx.db, cleaner, id, hoursWorked, new Date());
  const status = await chargeBookingNow(ctx, completed.id);
  await notifyBooking(ctx, completed.id, 'completed');
  if (completed.overtimeStatus === 'pending_approval') await notifyOvertime(ctx, completed.id, 'requested');
  return { booking: await getBookingFor(ctx.db, cleaner, completed.id), payment: { status } };
}
