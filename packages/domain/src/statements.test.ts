import { describe, expect, it } from 'vitest';
import {
  isFutureMonth,
  isFutureYear,
  monthKey,
  parseStatementMonth,
  recentStatementMonths,
  statementMonthOf,
  statementTotals,
} from './statements';

describe('statement months (Europe/Lisbon calendar months)', () => {
  it('parses YYYY-MM and refuses anything else', () => {
    expect(parseStatementMonth('2026-10')).toEqual({ year: 2026, month: 10 });
    for (const bad of ['2026-13', '2026-00', '2026-1', '26-10', '2026-10-01', '0000-01', 'x']) {
      expect(parseStatementMonth(bad)).toBeNull();
    }
  });

  it('an instant belongs to its Lisbon month: 23:30 UTC on 31 July is already August in summer time', () => {
    expect(statementMonthOf(new Date('2026-07-31T23:30:00Z'))).toEqual({ year: 2026, month: 8 });
    expect(statementMonthOf(new Date('2026-12-31T23:30:00Z'))).toEqual({ year: 2026, month: 12 });
  });

  it('a month or year after the current one is in the future', () => {
    const now = new Date('2026-03-15T12:00:00Z');
    expect(isFutureMonth({ year: 2026, month: 3 }, now)).toBe(false);
    expect(isFutureMonth({ year: 2026, month: 4 }, now)).toBe(true);
    expect(isFutureMonth({ year: 2025, month: 12 }, now)).toBe(false);
    expect(isFutureYear(2026, now)).toBe(false);
    expect(isFutureYear(2027, now)).toBe(true);
  });

  it('offers the last 24 months, newest first, across the year', () => {
    const months = recentStatementMonths(new Date('2026-02-10T00:00:00Z')).map(monthKey);
    expect(months).toHaveLength(24);
    expect(months.slice(0, 3)).toEqual(['2026-02', '2026-01', '2025-12']);
    expect(months.at(-1)).toBe('2024-03');
  });
});

describe('statementTotals', () => {
  it('sums each currency apart and counts only jobs', () => {
    const totals = statementTotals([
      { kind: 'job', currency: 'EUR', grossCents: 5500, feeCents: 825, earningCents: 4675, payoutCents: 0 },
      {
        kind: 'refund',
        currency: 'EUR',
        grossCents: -1000,
        feeCents: -150,
        earningCents: -850,
        payoutCents: 0,
      },
      { kind: 'payout', currency: 'EUR', grossCents: 0, feeCents: 0, earningCents: 0, payoutCents: 3000 },
      {
        kind: 'late_fee',
        currency: 'CAD',
        grossCents: 2000,
        feeCents: 300,
        earningCents: 1700,
        payoutCents: 0,
      },
    ]);
    expect(totals).toEqual([
      { currency: 'EUR', jobs: 1, grossCents: 4500, feeCents: 675, earningCents: 3825, payoutCents: 3000 },
      { currency: 'CAD', jobs: 0, grossCents: 2000, feeCents: 300, earningCents: 1700, payoutCents: 0 },
    ]);
  });
});
