import { describe, expect, it } from 'vitest';
import { bookingTime, bookingWhen } from './booking-when';

describe('bookingWhen', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  it.each([
    // Shown in the booking's zone, not the device's (tests run in UTC). Los Angeles, not Vancouver: British
    // Columbia's rules changed in 2026 (permanent UTC-7), and Node's time-zone data may or may not know it yet.
    [
      { startsAt: '2026-12-02T10:00:00Z', timeZone: 'Europe/Lisbon' },
      'long',
      'Wednesday, December 2',
      '10:00',
    ],
    [
      { startsAt: '2026-12-02T15:00:00Z', timeZone: 'America/Toronto' },
      'long',
      'Wednesday, December 2',
      '10:00',
    ],
    [{ startsAt: '2026-12-03T03:00:00Z', timeZone: 'America/Los_Angeles' }, 'short', 'Wed, Dec 2', '19:00'],
    [
      { startsAt: '2027-03-28T08:00:00Z', timeZone: 'Europe/Lisbon' },
      'long',
      'Sunday, March 28, 2027',
      '09:00',
    ],
  ] as const)('%o (%s) → %s %s', (booking, style, date, time) => {
    expect(bookingWhen(booking, { style, now, locale: 'en-US' })).toEqual({ date, time });
  });
});

describe('bookingTime', () => {
  it("is the start's 24-hour time in the booking's own zone, whatever the device's", () => {
    const startsAt = '2026-12-02T15:30:00.000Z';
    expect(bookingTime({ startsAt, timeZone: 'America/Toronto' })).toBe('10:30');
    expect(bookingTime({ startsAt, timeZone: 'Europe/Lisbon' })).toBe('15:30');
    expect(bookingTime({ startsAt: '2026-07-01T23:05:00.000Z', timeZone: 'Europe/Lisbon' })).toBe('00:05');
  });
});
