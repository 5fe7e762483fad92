import { daysFromCivil, formatDays, parseDate, weekdayOfDays } from './calendar-date';
import { MS_PER_DAY, MS_PER_MINUTE, minutesToTime, timeToMinutes } from './clock-time';

/**
 * The conversion between a place's local time and UTC, with Intl.DateTimeFormat only: nothing here depends
 * on the process time zone.
 */

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
  // A slot search converts the same few local times for every cleaner; each conversion reads Intl up to ten
  // times (a twentieth of a slot search's server time), so answers are remembered, within a bound.
  const key = `${timeZone} ${date} ${time}`;
  let instant = convertedWallTimes.get(key);
  if (instant === undefined) {
    instant = convertWallTimeToUtc(date, time, timeZone);
    if (convertedWallTimes.size >= MAX_CONVERTED_WALL_TIMES) convertedWallTimes.clear();
    convertedWallTimes.set(key, instant);
  }
  return new Date(instant);
}

const convertedWallTimes = new Map<string, number>();
const MAX_CONVERTED_WALL_TIMES = 20_000;

function convertWallTimeToUtc(date: string, time: string, timeZone: string): number {
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
  if (exact.length > 0) return Math.min(...exact);
  // Spring-forward gap: read the wall time with the offset in force before the change.
  return Math.max(before, after);
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
