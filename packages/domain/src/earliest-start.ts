/**
 * How soon a new booking may start (docs/product-rules.md#booking-requests; decision 047). A cleaner needs time
 * to see a request and travel, so a start only minutes away is never offered nor accepted. The lead time is an
 * admin setting; these are its default and bounds.
 */

const HOUR_MS = 60 * 60 * 1000;

export const EARLIEST_START_DEFAULT_HOURS = 2;
export const EARLIEST_START_MIN_HOURS = 1;
/** A week: more would hide every slot the cleaners' weekly calendars offer. */
export const EARLIEST_START_MAX_HOURS = 168;

/** The first instant a booking made at `now` may start. */
export function earliestBookableStart(now: Date, leadHours: number): Date {
  return new Date(now.getTime() + leadHours * HOUR_MS);
}

/** Whether a start is far enough ahead of `now` (exactly the lead time is enough). */
export function isEarlyEnough(startsAt: Date, now: Date, leadHours: number): boolean {
  return startsAt.getTime() >= earliestBookableStart(now, leadHours).getTime();
}
