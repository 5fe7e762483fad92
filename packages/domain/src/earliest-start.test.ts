import { describe, expect, it } from 'vitest';
import { earliestBookableStart, isEarlyEnough } from './earliest-start';

describe('earliest bookable start', () => {
  const now = new Date('2026-05-10T09:50:00Z');

  it('is the lead time after now', () => {
    expect(earliestBookableStart(now, 2).toISOString()).toBe('2026-05-10T11:50:00.000Z');
  });

  it.each([
    ['2026-05-10T10:00:00Z', false], // ten minutes away
    ['2026-05-10T11:49:59Z', false],
    ['2026-05-10T11:50:00Z', true], // exactly the lead time
    ['2026-05-10T12:00:00Z', true],
  ])('a start at %s is early enough: %s', (startsAt, expected) => {
    expect(isEarlyEnough(new Date(startsAt), now, 2)).toBe(expected);
  });
});
