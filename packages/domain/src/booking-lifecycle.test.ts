import { describe, expect, it } from 'vitest';
import {
  canCompleteAt,
  isLateReschedule,
  overtimeAnswerDeadline,
  rebookPath,
  rescheduleMode,
} from './booking-lifecycle';

const now = new Date('2030-03-10T12:00:00Z');
const hoursAhead = (h: number) => new Date(now.getTime() + h * 3_600_000);

describe('rescheduleMode', () => {
  it('moves a pending booking at once, whatever its start', () => {
    expect(rescheduleMode({ status: 'pending', startsAt: hoursAhead(2), now })).toBe('move');
  });
  it('asks the cleaner for a confirmed booking until its start, however close, and refuses from the start on', () => {
    expect(rescheduleMode({ status: 'confirmed', startsAt: hoursAhead(24), now })).toBe('request');
    expect(rescheduleMode({ status: 'confirmed', startsAt: hoursAhead(23.99), now })).toBe('request');
    expect(rescheduleMode({ status: 'confirmed', startsAt: hoursAhead(0.001), now })).toBe('request');
    expect(rescheduleMode({ status: 'confirmed', startsAt: now, now })).toBe('too_late');
    expect(rescheduleMode({ status: 'confirmed', startsAt: hoursAhead(-1), now })).toBe('too_late');
  });
  it('calls a request closer than 24 h to the start a late one', () => {
    expect(isLateReschedule(hoursAhead(24), now)).toBe(false);
    expect(isLateReschedule(hoursAhead(23.99), now)).toBe(true);
  });
  it.each(['completed', 'cancelled', 'in_progress'])('refuses a %s booking', (status) => {
    expect(rescheduleMode({ status, startsAt: hoursAhead(100), now })).toBe('not_allowed');
  });
});

describe('completion and overtime deadlines', () => {
  it('completes from the start on, never before', () => {
    expect(canCompleteAt(now, now)).toBe(true);
    expect(canCompleteAt(hoursAhead(0.01), now)).toBe(false);
  });
  it('gives the customer 48 h from completion to answer', () => {
    expect(overtimeAnswerDeadline(now)).toEqual(hoursAhead(48));
  });
});

describe('rebookPath', () => {
  it('carries address, home type, add-ons and date to the wizard', () => {
    expect(
      rebookPath({
        addressId: 'a1',
        homeType: 'T3',
        addOns: [{ id: 'x' }, { id: 'y' }],
        bookingDate: '2030-03-12',
      }),
    ).toBe('/customer/book?addressId=a1&homeType=T3&addOns=x%2Cy&date=2030-03-12');
  });
  it('leaves out a removed address and empty add-ons', () => {
    expect(rebookPath({ addressId: null, homeType: 'T2', addOns: [], bookingDate: '2030-03-12' })).toBe(
      '/customer/book?homeType=T2&date=2030-03-12',
    );
  });
});
