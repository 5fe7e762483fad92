import { describe, expect, it } from 'vitest';
import { formatClockTime, formatMoney, initials, monthOverMonth } from './format';

describe('format', () => {
  it('formats a 24-hour clock with seconds', () => {
    expect(formatClockTime(new Date(2025, 10, 22, 21, 5, 9), 'en')).toBe('21:05:09');
    expect(formatClockTime(new Date(2025, 10, 22, 0, 0, 0), 'en')).toBe('00:00:00');
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
