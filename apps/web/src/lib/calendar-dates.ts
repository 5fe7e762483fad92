import { addDays, dateTimeFormat, utcToZonedParts, weekdayOf } from '@limpa/domain';
import { formatLocale } from '@/lib/locale';

/**
 * Calendar arithmetic on 'YYYY-MM-DD' wall-clock dates that belong to a place (an address, a cleaner), never
 * to the browser's zone: a booking's `bookingDate`/`bookingTime` are already local to its address
 * (docs/product-rules.md#places-and-time-zones), so no date here is ever shifted.
 */

/** Today's date and the wall-clock time in a time zone (UTC when the zone is unknown). */
export function nowAt(timeZone: string, now: Date = new Date()) {
  try {
    return utcToZonedParts(now, timeZone);
  } catch {
    return utcToZonedParts(now, 'UTC');
  }
}

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

/**
 * The weeks shown for a month: each row has 7 cells, a date of the month or null for padding.
 * `weekStartsOn` 0 = Sunday, 1 = Monday.
 */
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

function utcNoon(date: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day, 12));
}

/** "Monday, November 23, 2026" (a calendar date: no time zone shift). */
export function formatCalendarDate(date: string, locale: string = formatLocale()): string {
  return dateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' }).format(utcNoon(date));
}

/** "Mon, Nov 23" (the year is added when it is not `currentYear`). */
export function formatShortDate(date: string, currentYear?: string, locale: string = formatLocale()): string {
  return dateTimeFormat(locale, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: currentYear && date.slice(0, 4) !== currentYear ? 'numeric' : undefined,
    timeZone: 'UTC',
  }).format(utcNoon(date));
}

/** "November 2026". */
export function formatMonth(month: string, locale: string = formatLocale()): string {
  return dateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    utcNoon(`${month}-01`),
  );
}

/**
 * Intl's "short" weekday is the whole word in Portuguese ("segunda"), too wide for a phone's calendar column;
 * Portuguese calendars write its first three letters ("seg", "sáb"), as English and French already do.
 */
const compactWeekday = (name: string) => (name.length > 4 ? name.slice(0, 3) : name);

/** Short and long weekday names in display order. */
export function weekdayNames(weekStartsOn: 0 | 1, locale: string = formatLocale()) {
  const short = dateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
  const long = dateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
  // 2023-01-01 was a Sunday.
  return Array.from({ length: 7 }, (_, i) => {
    const day = utcNoon(addDays('2023-01-01', (i + weekStartsOn) % 7));
    return { short: compactWeekday(short.format(day)), long: long.format(day) };
  });
}

/** Where a key moves the focus from `date` in a month grid (ARIA grid keys), or null for other keys. */
export function keyboardTarget(
  key: string,
  shift: boolean,
  date: string,
  weekStartsOn: 0 | 1,
): string | null {
  switch (key) {
    case 'ArrowLeft':
      return addDays(date, -1);
    case 'ArrowRight':
      return addDays(date, 1);
    case 'ArrowUp':
      return addDays(date, -7);
    case 'ArrowDown':
      return addDays(date, 7);
    case 'Home':
      return weekBounds(date, weekStartsOn).start;
    case 'End':
      return weekBounds(date, weekStartsOn).end;
    case 'PageUp':
      return shiftMonths(date, shift ? -12 : -1);
    case 'PageDown':
      return shiftMonths(date, shift ? 12 : 1);
    default:
      return null;
  }
}
