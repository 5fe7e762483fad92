import { describe, expect, it } from 'vitest';
import { fromWeeklySlots, toWeeklySlots, weeklySlotProblems } from './weekly-slots';

describe('weekly slots', () => {
  it('round-trips the API rows, ordered by weekday then start, with a stable id per slot', () => {
    const slots = toWeeklySlots([
      { weekday: 2, startTime: '13:00', endTime: '17:00' },
      { weekday: 1, startTime: '09:00', endTime: '12:00' },
      { weekday: 2, startTime: '08:00', endTime: '12:00' },
    ]);
    expect(new Set(slots.map((slot) => slot.id)).size).toBe(3);
    expect(fromWeeklySlots(slots)).toEqual([
      { weekday: 1, startTime: '09:00', endTime: '12:00' },
      { weekday: 2, startTime: '08:00', endTime: '12:00' },
      { weekday: 2, startTime: '13:00', endTime: '17:00' },
    ]);
  });

  it('puts each slot’s first problem on the field it concerns', () => {
    const [early, overlapping, backwards] = toWeeklySlots([
      { weekday: 1, startTime: '09:00', endTime: '12:00' },
      { weekday: 1, startTime: '11:00', endTime: '13:00' },
      { weekday: 3, startTime: '15:00', endTime: '10:00' },
    ]);
    const problems = weeklySlotProblems([early!, overlapping!, backwards!]);
    expect(problems.get(early!.id)).toBeUndefined();
    expect(problems.get(overlapping!.id)).toEqual({ field: 'startTime', code: 'overlap' });
    expect(problems.get(backwards!.id)).toEqual({ field: 'endTime', code: 'end_not_after_start' });
  });
});
