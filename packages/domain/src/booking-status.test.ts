import { describe, expect, it } from 'vitest';
import {
  BOOKING_STATUSES,
  type BookingActor,
  type BookingStatus,
  canCustomerCancel,
  canTransition,
  customerCancelDeadline,
  isActiveBookingStatus,
  isBookingStatus,
  isPaymentStatus,
} from './booking-status';

describe('constants', () => {
  it.each([
    ['pending', true, true, false],
    ['in_progress', true, true, false],
    ['completed', true, false, false],
    ['paid', false, false, true],
    ['refunded', false, false, true],
    ['PENDING', false, false, false],
    [undefined, false, false, false],
  ])('%s: booking status %s, active %s, payment status %s', (value, booking, active, payment) => {
    expect(isBookingStatus(value)).toBe(booking);
    expect(isActiveBookingStatus(value)).toBe(active);
    expect(isPaymentStatus(value)).toBe(payment);
  });
});

describe('canTransition', () => {
  const allowed: [BookingStatus, BookingStatus, BookingActor][] = [
    ['pending', 'confirmed', 'cleaner'],
    ['pending', 'cancelled', 'cleaner'],
    ['confirmed', 'cancelled', 'cleaner'],
    ['confirmed', 'completed', 'cleaner'],
    ['pending', 'cancelled', 'customer'],
    ['confirmed', 'cancelled', 'customer'],
  ];

  it.each(allowed)('allows %s → %s by %s', (from, to, actor) => {
    expect(canTransition(from, to, actor)).toBe(true);
  });

  it.each([
    ['pending', 'confirmed', 'customer'],
    ['pending', 'completed', 'cleaner'],
    ['pending', 'in_progress', 'cleaner'],
    ['confirmed', 'completed', 'customer'],
    ['confirmed', 'pending', 'cleaner'],
    ['in_progress', 'completed', 'cleaner'],
    ['in_progress', 'cancelled', 'customer'],
    ['completed', 'cancelled', 'customer'],
    ['completed', 'confirmed', 'cleaner'],
    ['cancelled', 'pending', 'customer'],
    ['cancelled', 'confirmed', 'cleaner'],
    ['pending', 'pending', 'cleaner'],
    ['confirmed', 'confirmed', 'cleaner'],
    ['pending', 'confirmed', 'admin'],
    ['pending', 'cancelled', 'admin'],
  ] satisfies [BookingStatus, BookingStatus, BookingActor][])('refuses %s → %s by %s', (from, to, actor) => {
    expect(canTransition(from, to, actor)).toBe(false);
  });

  it('allows exactly the listed transitions', () => {
    const actors: BookingActor[] = ['customer', 'cleaner', 'admin'];
    let count = 0;
    for (const from of BOOKING_STATUSES)
      for (const to of BOOKING_STATUSES)
        for (const actor of actors) if (canTransition(from, to, actor)) count += 1;
    expect(count).toBe(allowed.length);
  });
});

describe('canCustomerCancel', () => {
  const startsAt = new Date('2026-05-10T09:00:00Z');
  const hour = 60 * 60 * 1000;

  it('has its deadline 24 h before the start', () => {
    expect(customerCancelDeadline(startsAt).toISOString()).toBe('2026-05-09T09:00:00.000Z');
  });

  it.each([
    ['pending', 48 * hour, true],
    ['confirmed', 48 * hour, true],
    ['pending', 24 * hour, true], // exactly 24 h ahead
    ['confirmed', 24 * hour, true],
    // A pending request is withdrawn at any time, however close its start.
    ['pending', 24 * hour - 1, true],
    ['pending', 10 * 60 * 1000, true],
    ['pending', 0, true],
    // Inside 24 h a confirmed booking is still cancellable (with the late fee) until its start.
    ['confirmed', 24 * hour - 1, true],
    ['confirmed', 1, true],
    ['confirmed', 0, false], // at the start
    ['confirmed', -1, false],
    ['in_progress', 48 * hour, false],
    ['completed', 48 * hour, false],
    ['cancelled', 48 * hour, false],
  ] satisfies [BookingStatus, number, boolean][])(
    '%s booking, %d ms ahead → %s',
    (status, ahead, expected) => {
      const now = new Date(startsAt.getTime() - ahead);
      expect(canCustomerCancel({ status, startsAt, now })).toBe(expected);
    },
  );

  it('refuses when a date is invalid', () => {
    expect(canCustomerCancel({ status: 'confirmed', startsAt: new Date('x'), now: new Date(0) })).toBe(false);
    expect(canCustomerCancel({ status: 'confirmed', startsAt, now: new Date('x') })).toBe(false);
  });
});
