import { describe, expect, it } from 'vitest';
import { formatCalendarDay, formatTimeOfDay } from './intl-formats';

describe('one form for every time of day', () => {
  it('writes a wall-clock time the language way: Québec French says "14 h 03"', () => {
    expect(formatTimeOfDay('fr-CA', '14:03')).toBe('14 h 03');
    expect(formatTimeOfDay('pt-PT', '14:03')).toBe('14:03');
    expect(formatTimeOfDay('en-CA', '14:03')).toBe('14:03');
    expect(formatTimeOfDay('en', '09:00:00')).toBe('09:00');
  });

  it("shows an instant in the booking's zone, not the runtime's", () => {
    const instant = new Date('2026-07-01T13:03:00Z');
    expect(formatTimeOfDay('fr-CA', instant, 'America/Toronto')).toBe('09 h 03');
    expect(formatTimeOfDay('pt-PT', instant, 'Europe/Lisbon')).toBe('14:03');
    expect(formatTimeOfDay('pt-PT', instant, 'Atlantic/Azores')).toBe('13:03');
  });

  it('writes a calendar date out in the language, the same day in every zone', () => {
    expect(formatCalendarDay('en', '2026-12-01')).toBe('December 1, 2026');
    expect(formatCalendarDay('pt-PT', '2026-12-01')).toBe('1 de dezembro de 2026');
    expect(formatCalendarDay('fr-CA', '2026-12-01')).toBe('1 décembre 2026');
    expect(formatCalendarDay('fr-CA', '2026-12-01')).not.toContain('2026-12-01');
  });
});
