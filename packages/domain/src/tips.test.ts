import { describe, expect, it } from 'vitest';
import { isTipInRange, isTipWindowOpen, tipForPercent, tipWindowEndsAt } from './tips';

describe('tips', () => {
  it('suggests 10, 15 and 20 % of the total, rounded half up to the cent', () => {
    expect(tipForPercent(8000, 10)).toBe(800);
    expect(tipForPercent(1005, 15)).toBe(151);
    expect(tipForPercent(1010, 15)).toBe(152);
    expect(tipForPercent(1005, 10)).toBe(101);
    expect(tipForPercent(1002, 20)).toBe(200);
    expect(tipForPercent(3, 10)).toBe(0);
  });

  it('takes an amount from one cent up to the total, whole cents only', () => {
    expect(isTipInRange(1, 5000)).toBe(true);
    expect(isTipInRange(5000, 5000)).toBe(true);
    expect(isTipInRange(0, 5000)).toBe(false);
    expect(isTipInRange(5001, 5000)).toBe(false);
    expect(isTipInRange(-1, 5000)).toBe(false);
    expect(isTipInRange(1.5, 5000)).toBe(false);
  });

  it('is open for 7 days after completion, the last instant included', () => {
    const done = new Date('2026-03-01T10:00:00Z');
    expect(tipWindowEndsAt(done).toISOString()).toBe('2026-03-08T10:00:00.000Z');
    expect(isTipWindowOpen(done, done)).toBe(true);
    expect(isTipWindowOpen(done, new Date('2026-03-08T10:00:00.000Z'))).toBe(true);
    expect(isTipWindowOpen(done, new Date('2026-03-08T10:00:00.001Z'))).toBe(false);
    expect(isTipWindowOpen(null, done)).toBe(false);
  });
});
