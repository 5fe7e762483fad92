import { describe, expect, it } from 'vitest';
import { isoWeekOf, nearestStarts, rankAnyCleanerCandidates } from './any-cleaner';

const c = (userId: string, rating: number | null, distanceKm: number, weekJobs: number) => ({
  userId,
  rating,
  distanceKm,
  weekJobs,
});

describe('rankAnyCleanerCandidates', () => {
  it('puts the highest rating first, an unrated cleaner counting as 4.5', () => {
    const ranked = rankAnyCleanerCandidates([c('a', 4.4, 1, 0), c('b', null, 9, 9), c('d', 4.8, 20, 5)]);
    expect(ranked.map((x) => x.userId)).toEqual(['d', 'b', 'a']);
  });

  it('breaks a rating tie by distance, then by fewest jobs that week, then by id', () => {
    const ranked = rankAnyCleanerCandidates([
      c('far', 4.5, 10, 0),
      c('busy', 4.5, 2, 3),
      c('idle', null, 2, 1),
      c('twin-b', 4.5, 2, 1),
    ]);
    expect(ranked.map((x) => x.userId)).toEqual(['idle', 'twin-b', 'busy', 'far']);
  });
});

describe('isoWeekOf', () => {
  it('runs Monday to Sunday, a Sunday belonging to the week before', () => {
    expect(isoWeekOf('2026-12-02')).toEqual({ monday: '2026-11-30', sunday: '2026-12-06' });
    expect(isoWeekOf('2026-12-06')).toEqual({ monday: '2026-11-30', sunday: '2026-12-06' });
    expect(isoWeekOf('2026-11-30')).toEqual({ monday: '2026-11-30', sunday: '2026-12-06' });
  });
});

describe('nearestStarts', () => {
  it('keeps up to three starts nearest the asked one, earlier first on a tie, never the asked one', () => {
    const asked = { bookingDate: '2026-12-02', bookingTime: '12:00' };
    const free = [
      { bookingDate: '2026-12-03', bookingTime: '12:00' },
      { bookingDate: '2026-12-02', bookingTime: '14:00' },
      { bookingDate: '2026-12-02', bookingTime: '12:00' },
      { bookingDate: '2026-12-02', bookingTime: '10:00' },
      { bookingDate: '2026-12-02', bookingTime: '17:00' },
    ];
    expect(nearestStarts(asked, free)).toEqual([
      { bookingDate: '2026-12-02', bookingTime: '10:00' },
      { bookingDate: '2026-12-02', bookingTime: '14:00' },
      { bookingDate: '2026-12-02', bookingTime: '17:00' },
    ]);
    expect(nearestStarts(asked, [])).toEqual([]);
  });
});
