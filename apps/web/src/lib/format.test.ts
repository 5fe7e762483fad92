import { describe, expect, it } from 'vitest';
import { formatClockTime, formatMoney, formatRating, initials, monthOverMonth } from './format';

describe('format', () => {
  it('writes every time of day on the 24-hour clock, the language way: Québec French "14 h 03"', () => {
    expect(formatClockTime(new Date(2025, 10, 22, 21, 5, 9), 'en')).toBe('21:05');
    expect(formatClockTime(new Date(2025, 10, 22, 0, 0, 0), 'en')).toBe('00:00');
    expect(formatClockTime(new Date(2025, 10, 22, 14, 3, 9), 'fr-CA')).toBe('14 h 03');
    expect(formatClockTime(new Date(2025, 10, 22, 14, 3, 9), 'pt-PT')).toBe('14:03');
    // A wall clock (a slot, a booking's local time) as it is, whatever the device's zone.
    expect(formatClockTime('14:00', 'fr-CA')).toBe('14 h 00');
    expect(formatClockTime('09:30:00', 'en-CA')).toBe('09:30');
    // An instant in the booking's zone.
    expect(formatClockTime(new Date('2026-07-01T13:03:00Z'), 'fr-CA', 'America/Toronto')).toBe('09 h 03');
    expect(formatClockTime('14:00', 'fr-CA')).not.toBe('14:00');
  });

  it("writes ratings with the language's decimal sign", () => {
    expect(formatRating(4.7, 'fr-CA')).toBe('4,7');
    expect(formatRating(5, 'pt-PT')).toBe('5,0');
    expect(formatRating(4.7, 'en-CA')).toBe('4.7');
  });

  it('formats money from minor units', () => {
    expect(formatMoney(3500, 'EUR', 'en')).toBe('€35.00');
    expect(formatMoney(4999, 'CAD', 'en-CA')).toBe('$49.99');
  });

  it.each([
    ['Ana Maria Silva', 'AS'],
    ['joão', 'J'],
    ['  ', ''],
    [null, ''],
  ])('initials(%j) = %j', (name, expected) => {
    expect(initials(name)).toBe(expected);
  });
});

describe('monthOverMonth', () => {
  it.each([
    [8.3, { direction: 'up', percent: '8.3' }],
    [-3, { direction: 'down', percent: '3' }],
    [0, { direction: 'flat', percent: '0' }],
    [0.01, { direction: 'flat', percent: '0' }],
    [null, null],
    [Number.NaN, null],
  ])('%s → %o', (percent, expected) => {
    expect(monthOverMonth(percent)).toEqual(expected);
  });
});
