import { describe, expect, it } from 'vitest';
import { canComplainAt, complaintDeadline } from './complaints';

const completedAt = new Date('2030-03-04T10:00:00Z');
const hoursAfter = (h: number) => new Date(completedAt.getTime() + h * 3_600_000);

describe('complaints window', () => {
  it('ends 48 h after completion', () => {
    expect(complaintDeadline(completedAt).toISOString()).toBe('2030-03-06T10:00:00.000Z');
  });

  it('accepts a complaint up to and including the deadline, refuses one a millisecond later', () => {
    expect(canComplainAt({ status: 'completed', completedAt, now: hoursAfter(0) })).toBe(true);
    expect(canComplainAt({ status: 'completed', completedAt, now: hoursAfter(48) })).toBe(true);
    expect(
      canComplainAt({ status: 'completed', completedAt, now: new Date(hoursAfter(48).getTime() + 1) }),
    ).toBe(false);
  });

  it('refuses a booking that is not completed', () => {
    expect(canComplainAt({ status: 'confirmed', completedAt: null, now: hoursAfter(1) })).toBe(false);
    expect(canComplainAt({ status: 'cancelled', completedAt, now: hoursAfter(1) })).toBe(false);
  });
});
