import { describe, expect, it } from 'vitest';
import { cachedPerDatabase } from '../../src/modules/admin/summary-cache';

describe('cachedPerDatabase', () => {
  const dbA = {};
  const dbB = {};

  it('computes once per key within the time to live, and per database', async () => {
    const cache = cachedPerDatabase<object, number>(10_000);
    let runs = 0;
    const compute = async () => ++runs;
    expect(await Promise.all([cache(dbA, 'k', compute, 0), cache(dbA, 'k', compute, 1)])).toEqual([1, 1]);
    expect(await cache(dbA, 'k', compute, 9_999)).toBe(1);
    expect(await cache(dbA, 'other', compute, 9_999)).toBe(2);
    expect(await cache(dbB, 'k', compute, 9_999)).toBe(3);
    expect(runs).toBe(3);
  });

  it('after the time to live answers with the last figure at once and computes a fresh one for later readers', async () => {
    const cache = cachedPerDatabase<object, number>(10_000);
    let release: (n: number) => void = () => {};
    expect(await cache(dbA, 'k', async () => 1, 0)).toBe(1);
    const slow = () => new Promise<number>((resolve) => (release = resolve));
    expect(await cache(dbA, 'k', slow, 10_000)).toBe(1);
    // While the fresh figure is computed, nobody starts another computation and readers get the last one.
    expect(await cache(dbA, 'k', () => Promise.reject(new Error('not called')), 10_001)).toBe(1);
    release(2);
    await expect.poll(() => cache(dbA, 'k', async () => -1, 10_002)).toBe(2);
  });

  it('does not keep a failed computation: the next reader computes again, the last good figure stays', async () => {
    const cache = cachedPerDatabase<object, number>(10_000);
    await expect(cache(dbA, 'k', () => Promise.reject(new Error('down')), 0)).rejects.toThrow('down');
    expect(await cache(dbA, 'k', async () => 7, 1)).toBe(7);
    expect(await cache(dbA, 'k', () => Promise.reject(new Error('down')), 20_000)).toBe(7);
    // The failed refresh does not hold the time to live: the next reader starts another one.
    expect(await cache(dbA, 'k', async () => 8, 20_001)).toBe(7);
    await expect.poll(() => cache(dbA, 'k', async () => 9, 20_002)).toBe(8);
  });
});
