import type { Booking } from '@limpa/contracts';
import { addDays, timeZoneFor, utcToZonedParts, weekdayOf } from '@limpa/domain';
import type { Profile } from '@/lib/auth';
import { DEFAULT_LOCALE } from '@/lib/format';

/**
 * Calendar arithmetic on 'YYYY-MM-DD' wall-clock dates. A booking's `bookingDate`/`bookingTime` are already
 * local to its address (DECISIONS "Bookings"), so no date here is ever shifted into the browser's zone.
 */

/** 'YYYY-MM' of a date. */
export function monthOf(date: string): string {
  return date.slice(0, 7);
}

/** 'YYYY-MM' plus whole months. */
export function addMonths(month: string, delta: number): string {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (mon - 1) + delta;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

export function daysInMonth(month: string): number {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, mon, 0)).getUTCDate();
}

/** The same day of another month, clamped to that month's length (31 Jan + 1 month → 28/29 Feb). */
export function shiftMonths(date: string, delta: number): string {
  const month = addMonths(monthOf(date), delta);
  const day = Math.min(Number(date.slice(8, 10)), daysInMonth(month));
  return `${month}-${String(day).padStart(2, '0')}`;
}

/** The weeks of a month: 7 cells a row, a date of the month or null for padding. */
export function monthGrid(month: string, weekStartsOn: 0 | 1): (string | null)[][] {
  const first = `${month}-01`;
  const lead = (weekdayOf(first) - weekStartsOn + 7) % 7;
  const cells: (string | null)[] = Array.from({ length: lead }, () => null);
  for (let day = 0; day < daysInMonth(month); day += 1) cells.push(addDays(first, day));
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/** The first and last date of the week `date` is in. */
export function weekBounds(date: string, weekStartsOn: 0 | 1): { start: string; end: string } {
  const offset = (weekdayOf(date) - weekStartsOn + 7) % 7;
  const start = addDays(date, -offset);
  return { start, end: addDays(start, 6) };
}

/**
 * The query range of a month's bookings. The API filters on the UTC start instant (`from` inclusive,
 * `to` exclusive), so the range is padded by a day on each side and the rows are then kept by their local
 * `bookingDate` (an 18:00 job in Vancouver starts on the next UTC day).
 */
export function monthQueryRange(month: string): { from: string; to: string } {
  return { from: addDays(`${month}-01`, -1), to: addDays(`${addMonths(month, 1)}-01`, 1) };
}

function utcNoon(date: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day, 12));
}

/** "Monday, November 23, 2026" (a calendar date: no time zone shift). */
export function formatCalendarDate(date: string, locale: string = DEFAULT_LOCALE): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' }).format(utcNoon(date));
}

/** "Mon, Nov 23" (the year is added when it is not `currentYear`). */
export function formatShortDate(date: string, currentYear?: string, locale: string = DEFAULT_LOCALE): string {
  return new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: currentYear && date.slice(0, 4) !== currentYear ? 'numeric' : undefined,
    timeZone: 'UTC',
  }).format(utcNoon(date));
}

/** "November 2026". */
export function formatMonth(month: string, locale: string = DEFAULT_LOCALE): string {
  return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    utcNoon(`${month}-01`),
  );
}

/** Short and long weekday names in display order. */
export function weekdayNames(weekStartsOn: 0 | 1, locale: string = DEFAULT_LOCALE) {
  const short = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
  const long = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
  // 2023-01-01 was a Sunday.
  return Array.from({ length: 7 }, (_, i) => {
    const day = utcNoon(addDays('2023-01-01', (i + weekStartsOn) % 7));
    return { short: short.format(day), long: long.format(day) };
  });
}

/** The cleaner's own time zone (from the profile's country and province), else the device's. */
export function cleanerTimeZone(profile: Profile | null): string {
  const country = profile?.country;
  const region = typeof profile?.provinceOrDistrict === 'string' ? profile.provinceOrDistrict : null;
  if (country === 'CA' || country === 'PT') {
    return timeZoneFor({ country, province: region, district: region });
  }
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** Today's date in a time zone. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  try {
    return utcToZonedParts(now, timeZone).date;
  } catch {
    return utcToZonedParts(now, 'UTC').date;
  }
}

/** Canada's calendars start on Sunday, Portugal's on Monday. */
export function weekStartFor(profile: Profile | null): 0 | 1 {
  return profile?.country === 'PT' ? 1 : 0;
}

/** A day's jobs in the order they happen. */
export function jobsOn(bookings: readonly Booking[], date: string): Booking[] {
  return bookings
    .filter((booking) => booking.bookingDate === date)
    .sort((a, b) => a.bookingTime.localeCompare(b.bookingTime) || a.startsAt.localeCompare(b.startsAt));
}

/** How many jobs each date has. */
export function countByDate(bookings: readonly Booking[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const booking of bookings) counts.set(booking.bookingDate, (counts.get(booking.bookingDate) ?? 0) + 1);
  return counts;
}
