import { describe, expect, it } from 'vitest';
import { CONVERSATION_OPEN_DAYS_AFTER_END, conversationState } from './conversation';

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
