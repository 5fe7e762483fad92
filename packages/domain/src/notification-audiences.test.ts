import { describe, expect, it } from 'vitest';
import { isNotificationFor, NOTIFICATION_AUDIENCES, notificationTypesFor } from './notification-audiences';

describe('who is told of each kind of notification', () => {
  it("a customer's events are not a cleaner's, and the other way round", () => {
    expect(isNotificationFor('refund_made', 'customer')).toBe(true);
    expect(isNotificationFor('refund_made', 'cleaner')).toBe(false);
    expect(isNotificationFor('payout_sent', 'cleaner')).toBe(true);
    expect(isNotificationFor('payout_sent', 'customer')).toBe(false);
    expect(isNotificationFor('message_received', 'customer')).toBe(true);
    expect(isNotificationFor('message_received', 'cleaner')).toBe(true);
  });

  it("the team's answers reach whoever can ask on the Help page: customers and cleaners (decision 067)", () => {
    expect(isNotificationFor('support_reply', 'customer')).toBe(true);
    expect(isNotificationFor('support_reply', 'cleaner')).toBe(true);
    expect(isNotificationFor('support_reply', 'admin')).toBe(false);
  });

  it('nobody is told of an unknown type, and admins of none', () => {
    expect(isNotificationFor('no_such_type', 'customer')).toBe(false);
    expect(isNotificationFor('toString', 'customer')).toBe(false);
    expect(notificationTypesFor('admin', Object.keys(NOTIFICATION_AUDIENCES))).toEqual([]);
  });

  it('filters a list, keeping its order', () => {
    expect(notificationTypesFor('cleaner', ['payout_sent', 'refund_made', 'booking_requested'])).toEqual([
      'payout_sent',
      'booking_requested',
    ]);
  });
});
