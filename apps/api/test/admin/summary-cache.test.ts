import { describe, expect, it } from 'vitest';
import { cachedPerDatabase } from '../../src/modules/admin/summary-cache';

describe('cachedPerDatabase', () => {
  const dbA = {};
  const dbB = {};

  it('computes once per key within the time to live, again after it, and per database', async () => {
    const cache = cachedPerDatabase<object, number>(10_000);
    let runs = 0;
    const compute = async () => ++runs;
    expect(await Promise.all([cache(dbA, 'k', compute, 0), cache(dbA, 'k', compute, 1)])).toEqual([1, 1]);
    expect(await cache(dbA, 'k', compute, 9_999)).toBe(1);
    expect(await cache(dbA, 'other', compute, 9_999)).toBe(2);
    expect(await cache(dbB, 'k', compute, 9_999)).toBe(3);
    expect(await cache(dbA, 'k', compute, 10_000)).toBe(4);
  });

  it('does not keep a failed computation: the next reader computes again', async () => {
    const cache = cachedPerDatabase<object, number>(10_000);
    await expect(cache(dbA, 'k', () => Promise.reject(new Error('down')), 0)).rejects.toThrow('down');
    expect(await cache(dbA, 'k', async () => 7, 1)).toBe(7);
  });
});
