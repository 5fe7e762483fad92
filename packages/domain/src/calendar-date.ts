import { pad2, pad4 } from './clock-time';

/** Calendar dates ('YYYY-MM-DD'): proleptic Gregorian day arithmetic, independent of any time zone. */

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days since 1970-01-01 of a proleptic Gregorian date (H. Hinnant's days_from_civil). */
export function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const mp = (month + 9) % 12;
  const doy = Math.floor((153 * mp + 2) / 5) + day - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

/** Inverse of daysFromCivil. */
function civilFromDays(days: number): { year: number; month: number; day: number } {
  const z = days + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365,
  );
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  const year = yoe + era * 400 + (month <= 2 ? 1 : 0);
  return { year, month, day };
}

function daysInMonth(year: number, month: number): number {
  return (
    daysFromCivil(month === 12 ? year + 1 : year, month === 12 ? 1 : month + 1, 1) -
    daysFromCivil(year, month, 1)
  );
}

/** Days since 1970-01-01 of 'YYYY-MM-DD', or null when it is not a real date. */
export function parseDate(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  const match = DATE_PATTERN.exec(value);
  if (match === null) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return daysFromCivil(year, month, day);
}

export function formatDays(days: number): string {
  const { year, month, day } = civilFromDays(days);
  return `${pad4(year)}-${pad2(month)}-${pad2(day)}`;
}

export function weekdayOfDays(days: number): number {
  // 1970-01-01 was a Thursday (4).
  return (((days + 4) % 7) + 7) % 7;
}

/** True for a real calendar date written 'YYYY-MM-DD'. */
export function isValidDate(value: unknown): value is string {
  return parseDate(value) !== null;
}

/** Weekday of 'YYYY-MM-DD': 0 Sunday … 6 Saturday. Throws a RangeError for an invalid date. */
export function weekdayOf(date: string): number {
  const days = parseDate(date);
  if (days === null) throw new RangeError(`Expected a date 'YYYY-MM-DD', got ${date}`);
  return weekdayOfDays(days);
}

/** 'YYYY-MM-DD' plus a whole number of days (negative to go back). */
export function addDays(date: string, days: number): string {
  const start = parseDate(date);
  if (start === null) throw new RangeError(`Expected a date 'YYYY-MM-DD', got ${date}`);
  if (!Number.isInteger(days)) throw new RangeError(`Expected whole days, got ${String(days)}`);
  return formatDays(start + days);
}
