/**
 * Wall-clock times ('HH:mm'), calendar dates ('YYYY-MM-DD'), weekly availability and the
 * conversion between a place's local time and UTC. Pure arithmetic plus Intl.DateTimeFormat:
 * nothing here depends on the process time zone.
 */

/** Booking start times are hourly, 08:00 to 18:00 local to the address. */
export const BOOKING_FIRST_HOUR = 8;
export const BOOKING_LAST_HOUR = 18;

const MINUTES_PER_DAY = 24 * 60;
const MS_PER_MINUTE = 60 * 1000;
const MS_PER_DAY = MINUTES_PER_DAY * MS_PER_MINUTE;

const TIME_PATTERN = /^(\d{2}):(\d{2})$/;
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

function pad2(n: number): string {
  return String(n).padStart(2, '0');
}

function pad4(n: number): string {
  return String(n).padStart(4, '0');
}

/** Minutes since midnight of 'HH:mm' (00:00..24:00), or null when malformed. */
function parseTime(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  const match = TIME_PATTERN.exec(value);
  if (match === null) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (minutes > 59) return null;
  const total = hours * 60 + minutes;
  return total <= MINUTES_PER_DAY ? total : null;
}

/** True for 'HH:mm' between 00:00 and 24:00 inclusive (24:00 is the end of the day). */
export function isValidTime(value: unknown): value is string {
  return parseTime(value) !== null;
}

/** 'HH:mm' (00:00..24:00) → minutes since midnight; throws a RangeError when malformed. */
export function timeToMinutes(time: string): number {
  const minutes = parseTime(time);
  if (minutes === null) throw new RangeError(`Expected a time 'HH:mm' between 00:00 and 24:00, got ${time}`);
  return minutes;
}

/** Minutes since midnight (integer 0..1440) → 'HH:mm'; 1440 gives '24:00'. */
export function minutesToTime(minutes: number): string {
  if (!Number.isInteger(minutes) || minutes < 0 || minutes > MINUTES_PER_DAY) {
    throw new RangeError(`Expected whole minutes between 0 and 1440, got ${String(minutes)}`);
  }
  return `${pad2(Math.floor(minutes / 60))}:${pad2(minutes % 60)}`;
}

/** The hourly booking start times: '08:00' … '18:00'. */
export function bookingStartTimes(): string[] {
  const times: string[] = [];
  for (let hour = BOOKING_FIRST_HOUR; hour <= BOOKING_LAST_HOUR; hour += 1) times.push(`${pad2(hour)}:00`);
  return times;
}

/** True for an on-the-hour 'HH:mm' between 08:00 and 18:00. */
export function isValidStartTime(value: unknown): value is string {
  const minutes = parseTime(value);
  if (minutes === null || minutes % 60 !== 0) return false;
  const hour = minutes / 60;
  return hour >= BOOKING_FIRST_HOUR && hour <= BOOKING_LAST_HOUR;
}

// ---------------------------------------------------------------------------------------------
// Calendar dates

/** Days since 1970-01-01 of a proleptic Gregorian date (H. Hinnant's days_from_civil). */
function daysFromCivil(year: number, month: number, day: number): number {
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
function parseDate(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  const match = DATE_PATTERN.exec(value);
  if (match === null) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return daysFromCivil(year, month, day);
}

function formatDays(days: number): string {
  const { year, month, day } = civilFromDays(days);
  return `${pad4(year)}-${pad2(month)}-${pad2(day)}`;
}

function weekdayOfDays(days: number): number {
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

// ---------------------------------------------------------------------------------------------
// Weekly availability

export interface AvailabilitySlot {
  /** 0 Sunday … 6 Saturday. */
  weekday: number;
  startTime: string;
  endTime: string;
}

/** What a cleaner with no availability rows is treated as: Monday to Friday, 09:00–17:00. */
export const DEFAULT_WEEKLY_AVAILABILITY: readonly Readonly<AvailabilitySlot>[] = Object.freeze(
  [1, 2, 3, 4, 5].map((weekday) => Object.freeze({ weekday, startTime: '09:00', endTime: '17:00' })),
);

export type AvailabilityProblemCode =
  | 'invalid_weekday'
  | 'invalid_start_time'
  | 'invalid_end_time'
  | 'end_not_after_start'
  | 'overlap';

export interface AvailabilityProblem {
  /** Index of the offending row. */
  index: number;
  code: AvailabilityProblemCode;
  message: string;
  /** For 'overlap': the earlier row it overlaps. */
  otherIndex?: number;
}

/**
 * Checks weekly availability rows; an empty list means they are fine. Rows must have a weekday
 * 0..6, times 'HH:mm' within 00:00–24:00, end after start, and no two slots of one weekday may
 * overlap (touching, e.g. 09:00–12:00 and 12:00–17:00, is fine).
 */
export function validateAvailability(rows: readonly AvailabilitySlot[]): AvailabilityProblem[] {
  const problems: AvailabilityProblem[] = [];
  const valid: { index: number; weekday: number; start: number; end: number }[] = [];
  rows.forEach((row, index) => {
    let ok = true;
    if (!Number.isInteger(row.weekday) || row.weekday < 0 || row.weekday > 6) {
      problems.push({
        index,
        code: 'invalid_weekday',
        message: 'Weekday must be 0 (Sunday) to 6 (Saturday).',
      });
      ok = false;
    }
    const start = parseTime(row.startTime);
    const end = parseTime(row.endTime);
    if (start === null) {
      problems.push({
        index,
        code: 'invalid_start_time',
        message: 'Start time must be HH:mm between 00:00 and 24:00.',
      });
      ok = false;
    }
    if (end === null) {
      problems.push({
        index,
        code: 'invalid_end_time',
        message: 'End time must be HH:mm between 00:00 and 24:00.',
      });
      ok = false;
    }
    if (start !== null && end !== null && end <= start) {
      problems.push({ index, code: 'end_not_after_start', message: 'End time must be after start time.' });
      ok = false;
    }
    if (!ok || start === null || end === null) return;
    const clash = valid.find(
      (other) => other.weekday === row.weekday && other.start < end && start < other.end,
    );
    if (clash !== undefined) {
      problems.push({
        index,
        code: 'overlap',
        message: 'Time slots on the same day must not overlap.',
        otherIndex: clash.index,
      });
    }
    valid.push({ index, weekday: row.weekday, start, end });
  });
  return problems;
}

/** The rows that apply: the cleaner's own, or DEFAULT_WEEKLY_AVAILABILITY when there are none. */
export function effectiveAvailability(rows: readonly AvailabilitySlot[]): readonly AvailabilitySlot[] {
  return rows.length > 0 ? rows : DEFAULT_WEEKLY_AVAILABILITY;
}

/**
 * Whether a local interval [startTime, endTime) of a weekday lies inside one availability slot.
 * Pass effectiveAvailability(rows) to apply the default week. Malformed rows never match.
 */
export function isWithinAvailability(
  rows: readonly AvailabilitySlot[],
  interval: { weekday: number; startTime: string; endTime: string },
): boolean {
  const start = parseTime(interval.startTime);
  const end = parseTime(interval.endTime);
  if (start === null || end === null || end <= start) return false;
  return rows.some((row) => {
    const rowStart = parseTime(row.startTime);
    const rowEnd = parseTime(row.endTime);
    return (
      row.weekday === interval.weekday &&
      rowStart !== null &&
      rowEnd !== null &&
      rowStart <= start &&
      end <= rowEnd
    );
  });
}

// ---------------------------------------------------------------------------------------------
// Time zones

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** True when the runtime knows this IANA time zone. */
export function isValidTimeZone(timeZone: unknown): timeZone is string {
  if (typeof timeZone !== 'string' || timeZone === '') return false;
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The wall clock of `timeZone` at a UTC instant (whole seconds), as milliseconds "as if UTC". */
function wallClockMs(timeZone: string, instantMs: number): number {
  const values: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(new Date(instantMs))) {
    if (part.type !== 'literal') values[part.type] = Number(part.value);
  }
  const hour = (values.hour ?? 0) % 24; // some engines print midnight as 24
  const days = daysFromCivil(values.year ?? 1970, values.month ?? 1, values.day ?? 1);
  return days * MS_PER_DAY + ((hour * 60 + (values.minute ?? 0)) * 60 + (values.second ?? 0)) * 1000;
}

/** UTC offset of `timeZone` at an instant, in milliseconds (local − UTC). */
function offsetMs(timeZone: string, instantMs: number): number {
  const wholeSeconds = Math.floor(instantMs / 1000) * 1000;
  return wallClockMs(timeZone, wholeSeconds) - wholeSeconds;
}

/**
 * The UTC instant of a local date and time in an IANA time zone, correct across DST changes.
 * The offset is found by iteration (guess UTC, read the zone's offset there, adjust, re-check).
 * A wall time that occurs twice (autumn) resolves to the earlier instant; one that does not
 * exist (spring gap) is moved forward by the gap (Lisbon 01:30 on the spring day → 02:30 WEST).
 * `time` may be '24:00' (the end of the day).
 */
export function zonedWallTimeToUtc(date: string, time: string, timeZone: string): Date {
  const days = parseDate(date);
  if (days === null) throw new RangeError(`Expected a date 'YYYY-MM-DD', got ${date}`);
  const wall = days * MS_PER_DAY + timeToMinutes(time) * MS_PER_MINUTE;

  // Iterate: start from the wall time read as UTC, correct by the offset found there, repeat.
  let guess = wall;
  const seen: number[] = [];
  for (let i = 0; i < 4; i += 1) {
    const next = wall - offsetMs(timeZone, guess);
    if (next === guess) break;
    seen.push(next);
    guess = next;
  }
  // Candidates: the offsets just before and just after, which cover both sides of any transition.
  const before = wall - offsetMs(timeZone, guess - MS_PER_DAY);
  const after = wall - offsetMs(timeZone, guess + MS_PER_DAY);
  const exact = [guess, before, after, ...seen].filter((t) => t + offsetMs(timeZone, t) === wall);
  if (exact.length > 0) return new Date(Math.min(...exact));
  // Spring-forward gap: read the wall time with the offset in force before the change.
  return new Date(Math.max(before, after));
}

export interface ZonedParts {
  /** 'YYYY-MM-DD' */
  date: string;
  /** 'HH:mm' */
  time: string;
  /** 0 Sunday … 6 Saturday */
  weekday: number;
}

/** Local date, time and weekday in an IANA time zone of a UTC instant (seconds are dropped). */
export function utcToZonedParts(instant: Date, timeZone: string): ZonedParts {
  const ms = instant.getTime();
  if (Number.isNaN(ms)) throw new RangeError('Invalid Date');
  const wall = wallClockMs(timeZone, ms);
  const days = Math.floor(wall / MS_PER_DAY);
  const minutes = Math.floor((wall - days * MS_PER_DAY) / MS_PER_MINUTE);
  return { date: formatDays(days), time: minutesToTime(minutes), weekday: weekdayOfDays(days) };
}
