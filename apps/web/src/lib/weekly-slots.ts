import { type AvailabilityProblemCode, type AvailabilitySlot, validateAvailability } from '@limpa/domain';

/** The weekly availability editor's slots: to and from the API's rows, and their problems. */

/** Weekday 0 (Sunday) … 6 (Saturday) → its locale key. */
export const WEEKDAY_KEYS = [
  'sunday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
] as const;

/** One slot being edited; `id` keeps React rows (and focus) stable while times change. */
export interface WeeklySlot extends AvailabilitySlot {
  id: string;
}

let lastSlotId = 0;
export function newSlotId(): string {
  lastSlotId += 1;
  return `slot-${lastSlotId}`;
}

/** Rows from the API (`GET /api/v1/me/availability`) → editable slots. */
export function toWeeklySlots(rows: readonly AvailabilitySlot[]): WeeklySlot[] {
  return rows.map((row) => ({
    id: newSlotId(),
    weekday: row.weekday,
    startTime: row.startTime,
    endTime: row.endTime,
  }));
}

/** Editable slots → the API's body, ordered by weekday then start time. */
export function fromWeeklySlots(slots: readonly WeeklySlot[]): AvailabilitySlot[] {
  return slots
    .map(({ weekday, startTime, endTime }) => ({ weekday, startTime, endTime }))
    .sort((a, b) => a.weekday - b.weekday || a.startTime.localeCompare(b.startTime));
}

export interface SlotProblem {
  field: 'startTime' | 'endTime';
  code: AvailabilityProblemCode;
}

/** The first problem of each slot, by slot id (an empty map when the week is valid). */
export function weeklySlotProblems(slots: readonly WeeklySlot[]): Map<string, SlotProblem> {
  const problems = new Map<string, SlotProblem>();
  for (const problem of validateAvailability(slots)) {
    const slot = slots[problem.index];
    if (!slot || problems.has(slot.id)) continue;
    const field =
      problem.code === 'invalid_start_time' || problem.code === 'overlap' ? 'startTime' : 'endTime';
    problems.set(slot.id, { field, code: problem.code });
  }
  return problems;
}
