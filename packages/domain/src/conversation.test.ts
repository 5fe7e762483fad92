import { describe, expect, it } from 'vitest';
import { CONVERSATION_OPEN_DAYS_AFTER_END, conversationState, enquiryState } from './conversation';

const DAY = 86_400_000;
const now = new Date('2027-03-28T01:30:00Z');
const endedDaysAgo = (days: number) => new Date(now.getTime() - days * DAY);

describe('conversationState', () => {
  it('stays open 14 days after the end of a visit that took place, to the millisecond', () => {
    expect(CONVERSATION_OPEN_DAYS_AFTER_END).toBe(14);
    for (const status of ['pending', 'confirmed', 'in_progress', 'completed']) {
      expect(conversationState({ status, endsAt: endedDaysAgo(-3) }, now)).toBe('open');
      expect(conversationState({ status, endsAt: new Date(endedDaysAgo(14).getTime() + 1) }, now)).toBe(
        'open',
      );
      expect(conversationState({ status, endsAt: endedDaysAgo(14) }, now)).toBe('closed_after_visit');
    }
  });

  it('closes at once when the booking ended without a visit (cancelled, declined, expired)', () => {
    for (const status of ['cancelled', 'expired']) {
      expect(conversationState({ status, endsAt: endedDaysAgo(-30) }, now)).toBe('closed_without_visit');
    }
  });

  it('reads an ISO end as the API sends it', () => {
    expect(conversationState({ status: 'completed', endsAt: endedDaysAgo(1).toISOString() }, now)).toBe(
      'open',
    );
  });
});

describe('enquiryState', () => {
  const openedAt = new Date('2026-03-01T10:00:00Z');
  const at = (iso: string) => new Date(iso);

  it('stays open until 14 days after the later of its opening and its last message', () => {
    expect(
      enquiryState({ openedAt, lastMessageAt: null, bookedSince: false }, at('2026-03-15T09:59:59Z')),
    ).toBe('open');
    expect(
      enquiryState({ openedAt, lastMessageAt: null, bookedSince: false }, at('2026-03-15T10:00:00Z')),
    ).toBe('closed_idle');
    const lastMessageAt = '2026-03-10T08:00:00Z';
    expect(enquiryState({ openedAt, lastMessageAt, bookedSince: false }, at('2026-03-24T07:59:00Z'))).toBe(
      'open',
    );
    expect(enquiryState({ openedAt, lastMessageAt, bookedSince: false }, at('2026-03-24T08:00:00Z'))).toBe(
      'closed_idle',
    );
  });

  it('closes at once when a booking between the two was placed since it opened', () => {
    expect(
      enquiryState({ openedAt, lastMessageAt: null, bookedSince: true }, at('2026-03-01T10:00:01Z')),
    ).toBe('closed_booked');
  });
});
