import { describe, expect, it, vi } from 'vitest';
import { cachedStatement } from '../../src/lib/statement-cache';

describe('statements built once per database handle and shape', () => {
  it('builds a key once per handle and again for another handle or key', () => {
    const db = {};
    const transaction = {};
    const build = vi.fn(() => ({ built: true }));
    const first = cachedStatement(db, 'list:a', build);
    expect(cachedStatement(db, 'list:a', build)).toBe(first);
    expect(build).toHaveBeenCalledTimes(1);
    expect(cachedStatement(transaction, 'list:a', build)).not.toBe(first);
    cachedStatement(db, 'list:b', build);
    expect(build).toHaveBeenCalledTimes(3);
  });
});
