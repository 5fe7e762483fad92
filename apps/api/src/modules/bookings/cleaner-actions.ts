import { bookings, type Database, profiles } from '@limpa/db';
import {
  canCompleteAt,
  computeCompletion,
  HOURS_WORKED_MAX,
  HOURS_WORKED_MIN,
  isValidHoursWorked,
} from '@limpa/domain';
import { and, eq, lte, sql } from 'drizzle-orm';
import { AppError, conflict } from '../../lib/app-error';
import type { AuthContext } from '../../lib/auth-context';
import { bookingNotFound } from '../../lib/booking-privacy';

export const invalidTime = () =>
  new AppError(
    400,
    'invalid_time',
    'Invalid Time',
    `Please enter a valid time between ${HOURS_WORKED_MIN} and ${HOURS_WORKED_MAX} hours.`,
  ).withDetailVars({ min: HOURS_WORKED_MIN, max: HOURS_WORKED_MAX });

async function assertOwnBooking(db: Database, cleaner: AuthContext, id: string) {
  const [b] = await db.select().from(bookings).where(eq(bookings.id, id)).limit(1);
  if (!b || b.cleanerId !== cleaner.userId) throw bookingNotFound();
  return b;
}

/**
 * Only an approved, onboarded cleaner may confirm or complete (and so charge): held inside the compare-and-swap,
 * so a revocation committed meanwhile also wins; completion checks the request's profile first for its message.
 */
const isActiveCleaner = (cleanerId: string) =>
  sql`exists (select 1 from ${profiles} where ${profiles.userId} = ${cleanerId}
    and ${profiles.role} = 'cleaner' and ${profiles.isApproved} and ${profiles.onboardingComplete}
    and ${profiles.suspendedAt} is null)`;

const notApproved = () =>
  new AppError(
    403,
    'cleaner_not_approved',
    'Not Approved',
    'Your cleaner account is not approved at the moment, so you cannot confirm or complete bookings.',
  );

/** The compare-and-swap condition: this cleaner's booking, still in `status`, and the cleaner still active. */
const casWhere = (id: string, cleaner: AuthContext, status: 'pending' | 'confirmed') =>
  and(
    eq(bookings.id, id),
    eq(bookings.cleanerId, cleaner.userId),
    eq(bookings.status, status),
    isActiveCleaner(cleaner.userId),
  );

function assertActiveCleaner(cleaner: AuthContext) {
  if (!cleaner.profile.isApproved || !cleaner.profile.onboardingComplete) throw notApproved();
}

const staleStatus = (status: string) =>
  conflict(
    `This booking is ${status.replace('_', ' ')}; it cannot be changed this way.`,
    'Booking not updated',
    'invalid_transition',
  );

/** pending → confirmed, by its cleaner only; a compare-and-swap, so racing confirms get 409. */
export async function confirmBooking(db: Database, cleaner: AuthContext, id: string) {
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

const tooEarly = () =>
  new AppError(409, 'too_early', 'Too Early', 'This booking can be completed from its start time.');

/**
 * confirmed → completed with the hours worked, from the booking's start on. Overtime is not charged at once
 * (decision 020): it is recorded as pending_approval and the final figures stay the booked ones until the
 * customer (or silence, or an admin) approves it, so neither the charge nor a payout includes it before.
 */
export async function completeBooking(
  db: Database,
  cleaner: AuthContext,
  id: string,
  hoursWorked: unknown,
  now = new Date(),
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
      finalTotalCents: overtime ? b.totalAmountCents : result.finalTotalCents,
      finalPlatformFeeCents: overtime ? b.platformFeeCents : result.platformFeeCents,
      finalCleanerEarningsCents: overtime ? b.cleanerEarningsCents : result.cleanerEarningsCents,
    })
    .where(and(casWhere(id, cleaner, 'confirmed'), lte(bookings.startsAt, now)))
    .returning();
  if (!updated) throw staleStatus('no longer confirmed');
  return updated;
}
