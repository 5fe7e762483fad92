import { describe, expect, it } from 'vitest';
import { nextVisitDates, pendingExpiry, pendingExpiryCutoffs, seriesHorizonEnd } from './recurrence';

describe('nextVisitDates', () => {
  it('steps by the series interval after the last considered date, up to the horizon', () => {
    expect(nextVisitDates('2026-03-02', 1, '2026-03-23')).toEqual(['2026-03-09', '2026-03-16', '2026-03-23']);
    expect(nextVisitDates('2026-03-02', 2, '2026-04-01')).toEqual(['2026-03-16', '2026-03-30']);
    expect(nextVisitDates('2026-12-21', 4, '2027-02-20')).toEqual(['2027-01-18', '2027-02-15']);
  });

  it('gives nothing when the next visit is past the horizon', () => {
    expect(nextVisitDates('2026-03-02', 4, '2026-03-29')).toEqual([]);
  });

  it('keeps the weekday across a DST change (dates, not instants)', () => {
    expect(nextVisitDates('2026-03-23', 1, '2026-04-06')).toEqual(['2026-03-30', '2026-04-06']);
  });
});

describe('seriesHorizonEnd', () => {
  it('is eight weeks after the local date', () => {
    expect(seriesHorizonEnd('2026-12-31')).toBe('2027-02-25');
  });
});

describe('pendingExpiryCutoffs', () => {
  const now = new Date('2026-05-02T10:00:00Z');
  const expired = (createdAt: string, startsAt: string, expiryHours = 24) => {
    const { madeBy, startsBy, answeredBy } = pendingExpiryCutoffs(now, expiryHours);
    const made = new Date(createdAt);
    const byCutoffs = made <= madeBy || (new Date(startsAt) <= startsBy && made <= answeredBy);
    // The cutoffs the sweep compares with and the instant the cleaners' list sorts by say the same.
    expect(byCutoffs).toBe(pendingExpiry(made, new Date(startsAt), expiryHours) <= now);
    return byCutoffs;
  };

  it('expires a request unanswered for expiryHours, to the millisecond', () => {
    expect(expired('2026-05-01T10:00:00Z', '2026-05-10T10:00:00Z')).toBe(true);
    expect(expired('2026-05-01T10:00:00.001Z', '2026-05-10T10:00:00Z')).toBe(false);
    expect(expired('2026-05-01T22:00:00Z', '2026-05-10T10:00:00Z', 12)).toBe(true);
  });

  it('expires a request whose start is 12 h away or less once it has waited its short-notice hour', () => {
    expect(expired('2026-05-02T09:00:00Z', '2026-05-02T22:00:00Z')).toBe(true);
    expect(expired('2026-05-02T09:00:00.001Z', '2026-05-02T22:00:00Z')).toBe(false);
    expect(expired('2026-05-02T08:00:00Z', '2026-05-02T22:00:00.001Z')).toBe(false);
  });

  it('gives a request made for two hours ahead an hour to be answered, not the next sweep', () => {
    expect(expired('2026-05-02T09:59:00Z', '2026-05-02T12:00:00Z')).toBe(false);
    expect(expired('2026-05-02T09:00:00Z', '2026-05-02T11:00:00Z')).toBe(true);
    expect(pendingExpiry(new Date('2026-05-02T09:30:00Z'), new Date('2026-05-02T12:00:00Z'), 24)).toEqual(
      new Date('2026-05-02T10:30:00Z'),
    );
  });
});
