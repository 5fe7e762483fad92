import { bookings, type Database, profiles } from '@limpa/db';
import { and, eq, sql } from 'drizzle-orm';
import { AppError, conflict } from '../../lib/app-error';
import type { AuthContext } from '../../lib/auth-context';
import { bookingNotFound } from '../../lib/booking-privacy';

/** This cleaner's booking, read to explain a refusal (404 when it is not theirs). */
export async function assertOwnBooking(db: Database, cleaner: AuthContext, id: string) {
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

export const notApproved = () =>
  new AppError(
    403,
    'cleaner_not_approved',
    'Not Approved',
    'Your cleaner account is not approved at the moment, so you cannot confirm or complete bookings.',
  );

/** The compare-and-swap condition: this cleaner's booking, still in `status`, and the cleaner still active. */
export const casWhere = (id: string, cleaner: AuthContext, status: 'pending' | 'confirmed') =>
  and(
    eq(bookings.id, id),
    eq(bookings.cleanerId, cleaner.userId),
    eq(bookings.status, status),
    isActiveCleaner(cleaner.userId),
  );

export function assertActiveCleaner(cleaner: AuthContext) {
  if (!cleaner.profile.isApproved || !cleaner.profile.onboardingComplete) throw notApproved();
}

export const staleStatus = (status: string) =>
  conflict(
    `This booking is ${status.replace('_', ' ')}; it cannot be changed this way.`,
    'Booking not updated',
    'invalid_transition',
  );
