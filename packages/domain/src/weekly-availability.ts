import { parseTime } from './clock-time';

/** A cleaner's weekly availability: rows of weekday and local start/end times, their checks and the default week. */

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
    // The weekday first: a slot search asks this for every cleaner and start time, and parsing each row's
    // times was a fifth of its server time.
    if (row.weekday !== interval.weekday) return false;
    const rowStart = parseTime(row.startTime);
    const rowEnd = parseTime(row.endTime);
    return rowStart !== null && rowEnd !== null && rowStart <= start && end <= rowEnd;
  });
}
