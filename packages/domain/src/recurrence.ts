import { addDays } from './calendar-date';

/**
 * Recurring series and request expiry (docs/product-rules.md#recurring-series, #booking-lifecycle; decision
 * 019).
 */

export const SERIES_EVERY_WEEKS = [1, 2, 4] as const;
export type SeriesEveryWeeks = (typeof SERIES_EVERY_WEEKS)[number];

/** A series holds a booking for every visit up to this many weeks ahead (topped up daily). */
export const SERIES_HORIZON_WEEKS = 8;

/** A confirmed later visit of a series is charged this many hours before it starts. */
export const SERIES_CHARGE_HOURS_BEFORE = 24;

/** A pending request also expires when its start is this close... */
export const PENDING_EXPIRY_BEFORE_START_HOURS = 12;
/**
 * ...but never sooner than this long after it was made: a short-notice request (made less than 13 h ahead, as
 * the earliest start allows) gives the cleaner this hour to answer instead of expiring at the next sweep.
 */
export const PENDING_SHORT_NOTICE_ANSWER_HOURS = 1;

const HOUR_MS = 3_600_000;

/** The last date a series may hold a visit on, seen from the local date `today`. */
export function seriesHorizonEnd(today: string): string {
  return addDays(today, SERIES_HORIZON_WEEKS * 7);
}

/** Visit dates after `lastConsidered` (exclusive), every `everyWeeks` weeks, up to `until` (inclusive). */
export function nextVisitDates(lastConsidered: string, everyWeeks: number, until: string): string[] {
  const dates: string[] = [];
  for (let d = addDays(lastConsidered, everyWeeks * 7); d <= until; d = addDays(d, everyWeeks * 7))
    dates.push(d);
  return dates;
}

/**
 * When pending requests expire, seen at `now` (docs/product-rules.md#booking-lifecycle): a request made at or
 * before `madeBy` (unanswered for `expiryHours`) has expired; so has one starting at or before `startsBy` (12 h
 * from now) that was made at or before `answeredBy` (its short-notice hour is over). The periodic expiry's
 * UPDATE compares the columns with these; `pendingExpiry` is the same rule as one instant.
 */
export function pendingExpiryCutoffs(
  now: Date,
  expiryHours: number,
): { madeBy: Date; startsBy: Date; answeredBy: Date } {
  return {
    madeBy: new Date(now.getTime() - expiryHours * HOUR_MS),
    startsBy: new Date(now.getTime() + PENDING_EXPIRY_BEFORE_START_HOURS * HOUR_MS),
    answeredBy: new Date(now.getTime() - PENDING_SHORT_NOTICE_ANSWER_HOURS * HOUR_MS),
  };
}

/**
 * The instant a pending request expires: `expiryHours` after it was made or 12 h before its start, whichever
 * comes first, but not before its short-notice hour has passed.
 */
export function pendingExpiry(createdAt: Date, startsAt: Date, expiryHours: number): Date {
  const byAge = createdAt.getTime() + expiryHours * HOUR_MS;
  const byStart = startsAt.getTime() - PENDING_EXPIRY_BEFORE_START_HOURS * HOUR_MS;
  const byAnswer = createdAt.getTime() + PENDING_SHORT_NOTICE_ANSWER_HOURS * HOUR_MS;
  return new Date(Math.min(byAge, Math.max(byStart, byAnswer)));
}
