import { bookings, type DbOrTx, profiles, users } from '@limpa/db';
import { and, eq, gte, inArray, isNull, lte, notInArray, sql } from 'drizzle-orm';
import { personColumns } from './create-booking.repository';

/** A free cleaner's facts the "any" ranking reads, with what the answer and the notifications name of them. */
export interface CandidateFacts {
  userId: string;
  rating: number | null;
  weekJobs: number;
  fullName: string | null;
  phone: string | null;
  avatarUrl: string | null;
  locale: 'en' | 'pt-PT' | 'fr-CA';
  email: string;
  name: string;
}

/**
 * One statement for the cleaners found free and not blocked: their average rating, their jobs in the ISO week (bookings not
 * cancelled or expired whose local date falls in it) and their names and language.
 */
export async function readCandidateFacts(
  tx: DbOrTx,
  cleanerIds: string[],
  week: { monday: string; sunday: string },
): Promise<CandidateFacts[]> {
  if (cleanerIds.length === 0) return [];
  const weekJobs = sql<number>`(select count(*)::int from ${bookings}
    where ${and(
      eq(bookings.cleanerId, profiles.userId),
      gte(bookings.bookingDate, week.monday),
      lte(bookings.bookingDate, week.sunday),
      notInArray(bookings.status, ['cancelled', 'expired']),
    )})`;
  const rows = await tx
    .select({
      ...personColumns(),
      rating: profiles.averageRating,
      weekJobs,
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    // A cleaner blocked after repeated no-shows is never chosen (decision 069); without facts, not ranked.
    .where(and(inArray(profiles.userId, cleanerIds), isNull(profiles.noShowBlockedAt)));
  return rows.map((r) => ({ ...r, rating: r.rating === null ? null : Number(r.rating) }));
}
