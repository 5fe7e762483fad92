import { addDays, weekdayOf } from './calendar-date';

/**
 * "Any available cleaner" (docs/product-rules.md#any-available-cleaner, decision 065): which free cleaner a
 * request without a named cleaner goes to. The API reads who serves the address, takes the visit and is free for
 * the whole slot; this rule orders them.
 */

/** A cleaner without reviews is ranked as if rated this: a newcomer is neither first nor last by default. */
export const UNRATED_CLEANER_RATING = 4.5;

/** How many nearest free start times a "nobody is free" answer suggests. */
export const ANY_CLEANER_ALTERNATIVES = 3;

export interface AnyCleanerCandidate {
  userId: string;
  /** Average review rating, null while unrated. */
  rating: number | null;
  /** From the cleaner's base point to the address. */
  distanceKm: number;
  /** Their jobs in the ISO week of the requested date (cancelled and expired ones do not count). */
  weekJobs: number;
}

const ratingOf = (c: AnyCleanerCandidate) => c.rating ?? UNRATED_CLEANER_RATING;

/**
 * Best first: highest rating (unrated counts as UNRATED_CLEANER_RATING), then nearest, then fewest jobs that
 * week; the user id last, so equal cleaners are always tried in the same order.
 */
export function rankAnyCleanerCandidates<C extends AnyCleanerCandidate>(candidates: readonly C[]): C[] {
  return [...candidates].sort(
    (a, b) =>
      ratingOf(b) - ratingOf(a) ||
      a.distanceKm - b.distanceKm ||
      a.weekJobs - b.weekJobs ||
      (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0),
  );
}

/** The ISO week (Monday to Sunday) holding a date, as its first and last dates. */
export function isoWeekOf(date: string): { monday: string; sunday: string } {
  const monday = addDays(date, -((weekdayOf(date) + 6) % 7));
  return { monday, sunday: addDays(monday, 6) };
}

/**
 * The nearest other start times to the asked one, up to `max`: by distance in days, then in hours, earlier
 * first on a tie. `free` lists candidate (date, time) pairs; the asked one itself is left out.
 */
export function nearestStarts(
  asked: { bookingDate: string; bookingTime: string },
  free: readonly { bookingDate: string; bookingTime: string }[],
  max = ANY_CLEANER_ALTERNATIVES,
): { bookingDate: string; bookingTime: string }[] {
  const minutes = (s: { bookingDate: string; bookingTime: string }) =>
    Date.parse(`${s.bookingDate}T${s.bookingTime}:00Z`) / 60_000;
  const at = minutes(asked);
  return free
    .filter((s) => s.bookingDate !== asked.bookingDate || s.bookingTime !== asked.bookingTime)
    .map((s) => ({ s, gap: minutes(s) - at }))
    .sort((a, b) => Math.abs(a.gap) - Math.abs(b.gap) || a.gap - b.gap)
    .slice(0, max)
    .map(({ s }) => ({ bookingDate: s.bookingDate, bookingTime: s.bookingTime }));
}
