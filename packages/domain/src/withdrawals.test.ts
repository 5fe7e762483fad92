import { describe, expect, it } from 'vitest';
import { mondayPayoutDate, WITHDRAWAL_MINIMUM_CENTS, withdrawalState } from './withdrawals';

const now = new Date('2026-03-10T12:00:00Z');
const facts = { canReceive: true, availableCents: WITHDRAWAL_MINIMUM_CENTS, lastWithdrawalAt: null, now };

describe('withdrawalState', () => {
  it('is ready with an account, the minimum and no withdrawal in the last 24 h', () => {
    expect(withdrawalState(facts)).toEqual({ state: 'ready', nextAt: null });
    const dayAgo = new Date(now.getTime() - 24 * 3600_000);
    expect(withdrawalState({ ...facts, lastWithdrawalAt: dayAgo }).state).toBe('ready');
  });

  it('says why not: no account first, then the wait with its end, then the minimum', () => {
    expect(withdrawalState({ ...facts, canReceive: false, availableCents: 0 }).state).toBe('no_account');
    const last = new Date(now.getTime() - 23 * 3600_000);
    expect(withdrawalState({ ...facts, availableCents: 0, lastWithdrawalAt: last })).toEqual({
      state: 'already_today',
      nextAt: new Date('2026-03-10T13:00:00Z'),
    });
    expect(withdrawalState({ ...facts, availableCents: WITHDRAWAL_MINIMUM_CENTS - 1 }).state).toBe(
      'below_minimum',
    );
  });
});

describe('mondayPayoutDate', () => {
  it('is the Lisbon Monday from 09:00 local to its end (summer time is UTC+1)', () => {
    expect(mondayPayoutDate(new Date('2026-03-09T08:59:00Z'))).toBeNull(); // winter: 08:59 Lisbon
    expect(mondayPayoutDate(new Date('2026-03-09T09:00:00Z'))).toBe('2026-03-09');
    expect(mondayPayoutDate(new Date('2026-06-01T07:59:00Z'))).toBeNull(); // summer: 08:59 Lisbon
    expect(mondayPayoutDate(new Date('2026-06-01T08:00:00Z'))).toBe('2026-06-01');
    expect(mondayPayoutDate(new Date('2026-06-01T22:59:00Z'))).toBe('2026-06-01');
    expect(mondayPayoutDate(new Date('2026-06-01T23:00:00Z'))).toBeNull(); // Tuesday in Lisbon
    expect(mondayPayoutDate(new Date('2026-06-03T09:00:00Z'))).toBeNull(); // a Wednesday
  });
});
