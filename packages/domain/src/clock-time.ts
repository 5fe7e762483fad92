/** Wall-clock times ('HH:mm') and the hourly booking start times. */

/** Booking start times are hourly, 08:00 to 18:00 local to the address. */
export const BOOKING_FIRST_HOUR = 8;
export const BOOKING_LAST_HOUR = 18;

export const MINUTES_PER_DAY = 24 * 60;
export const MS_PER_MINUTE = 60 * 1000;
export const MS_PER_DAY = MINUTES_PER_DAY * MS_PER_MINUTE;

const TIME_PATTERN = /^(\d{2}):(\d{2})$/;

export function pad2(n: number): string {
  return String(n).padStart(2, '0');
}

export function pad4(n: number): string {
  return String(n).padStart(4, '0');
}

/** Minutes since midnight of 'HH:mm' (00:00..24:00), or null when malformed. */
export function parseTime(value: unknown): number | null {
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
