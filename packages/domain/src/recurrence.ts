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

/** A pending request also expires when its start is this close. */
export const PENDING_EXPIRY_BEFORE_START_HOURS = 12;

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
 * When a pending request expires: `expiryHours` after it was made, or 12 h before its start, whichever comes
 * first.
 */
export function pendingExpiresAt(input: { createdAt: Date; startsAt: Date; expiryHours: number }): Date {
  const byAge = input.createdAt.getTime() + input.expiryHours * HOUR_MS;
  const byStart = input.startsAt.getTime() - PENDING_EXPIRY_BEFORE_START_HOURS * HOUR_MS;
  return new Date(Math.min(byAge, byStart));
}
