import { describe, expect, it } from 'vitest';
import { WEEK_FROM_MONDAY_EN } from '@/test/weekdays';
import {
  formatCalendarDate,
  keyboardTarget,
  monthGrid,
  nowAt,
  shiftMonths,
  weekBounds,
  weekdayNames,
} from './calendar-dates';

describe('calendar dates', () => {
  it('gives today at the address, not in the browser', () => {
    const instant = new Date('2026-11-22T23:30:00Z');
    expect(nowAt('Europe/Lisbon', instant).date).toBe('2026-11-22');
    expect(nowAt('Atlantic/Azores', instant).date).toBe('2026-11-22');
    expect(nowAt('America/Los_Angeles', instant)).toMatchObject({ date: '2026-11-22', time: '15:30' });
    expect(nowAt('Asia/Tokyo', instant).date).toBe('2026-11-23');
  });

  it('lays a month out in weeks starting Monday or Sunday', () => {
    const monday = monthGrid('2026-11', 1);
    expect(monday[0]).toEqual([null, null, null, null, null, null, '2026-11-01']);
    expect(monday.at(-1)?.[0]).toBe('2026-11-30');
    const sunday = monthGrid('2026-11', 0);
    expect(sunday[0]?.[0]).toBe('2026-11-01');
    expect(sunday.flat().filter(Boolean)).toHaveLength(30);
  });

  it('moves by months without overflowing short months', () => {
    expect(shiftMonths('2027-01-31', 1)).toBe('2027-02-28');
    expect(shiftMonths('2026-11-23', -12)).toBe('2025-11-23');
    expect(weekBounds('2026-11-25', 1)).toEqual({ start: '2026-11-23', end: '2026-11-29' });
    expect(formatCalendarDate('2026-11-23')).toBe('Monday, November 23, 2026');
  });
});

describe('keyboardTarget', () => {
  it.each([
    ['ArrowLeft', false, '2026-11-12'],
    ['ArrowRight', false, '2026-11-14'],
    ['ArrowUp', false, '2026-11-06'],
    ['ArrowDown', false, '2026-11-20'],
    ['Home', false, '2026-11-09'],
    ['End', false, '2026-11-15'],
    ['PageUp', false, '2026-10-13'],
    ['PageDown', true, '2027-11-13'],
    ['Enter', false, null],
  ])('%s (shift %s) from Friday 13 November 2026 goes to %s', (key, shift, target) => {
    expect(keyboardTarget(key, shift, '2026-11-13', 1)).toBe(target);
  });
});

describe('weekdayNames', () => {
  it('is short enough for a phone calendar column in every language', () => {
    expect(weekdayNames(1, 'en-CA').map((d) => d.short)).toEqual(WEEK_FROM_MONDAY_EN);
    expect(weekdayNames(1, 'pt-PT').map((d) => d.short)).toEqual([
      'seg',
      'ter',
      'qua',
      'qui',
      'sex',
      'sáb',
      'dom',
    ]);
    expect(weekdayNames(0, 'fr-CA')[0]).toEqual({ short: 'dim.', long: 'dimanche' });
    expect(weekdayNames(1, 'pt-PT')[0]!.long).toBe('segunda-feira');
  });
});
