// CleanerListCache's own rules, on a feed whose notifications the test sends: when a page is kept, and for how long.
import { ChangeFeed, LISTING_CHANGES_CHANNEL } from '@limpa/db';
import { describe, expect, it, vi } from 'vitest';
import { CleanerListCache } from '../../src/modules/cleaners/cleaner-list-cache';
import { fakeListeningConnection } from '../helpers/fake-listening-connection';

interface Row {
  userId: string;
  isFavorite: boolean;
}

const QUARTER_HOUR = 15 * 60_000;
/** An instant on a quarter hour: 2030-01-01T10:00:00Z. */
const ON_QUARTER = Date.UTC(2030, 0, 1, 10, 0, 0);

async function liveCache(clock: { now: number }, options = {}) {
  const feed = new ChangeFeed(LISTING_CHANGES_CHANNEL);
  const connection = fakeListeningConnection(LISTING_CHANGES_CHANNEL);
  await feed.attach(connection.client);
  const cache = new CleanerListCache<Row>(feed, { now: () => clock.now, ...options });
  return { feed, connection, cache };
}

const page = (...ids: string[]) => ids.map((userId) => ({ userId, isFavorite: true }));
const forEveryone = (row: Row) => ({ ...row, isFavorite: false });

describe('CleanerListCache', () => {
  it("keeps a page without the reader's favourites, frozen, and forgets every page on any change", async () => {
    const clock = { now: ON_QUARTER };
    const { cache, connection } = await liveCache(clock);
    const read = vi.fn(async () => page('a'));
    const rows = await cache.read('k1', new Date(clock.now), read, forEveryone);
    expect(rows).toEqual(page('a'));
    expect(cache.find('k1')).toEqual([{ userId: 'a', isFavorite: false }]);
    expect(Object.isFrozen(cache.find('k1')?.[0])).toBe(true);
    await cache.read('k2', new Date(clock.now), read, forEveryone);
    connection.notify('*');
    expect(cache.find('k1')).toBeNull();
    expect(cache.find('k2')).toBeNull();
  });

  it('with a read replica, keeps no page read within settleMs of a change (decision 081)', async () => {
    const clock = { now: ON_QUARTER };
    const { cache, connection } = await liveCache(clock, { settleMs: 12_000 });
    await cache.read('k', new Date(clock.now), async () => page('a'), forEveryone);
    expect(cache.find('k')).not.toBeNull();
    connection.notify('*');
    clock.now += 11_999;
    await cache.read('k', new Date(clock.now), async () => page('a'), forEveryone);
    expect(cache.find('k')).toBeNull();
    clock.now += 1;
    await cache.read('k', new Date(clock.now), async () => page('a'), forEveryone);
    expect(cache.find('k')).not.toBeNull();
  });

  it('does not keep a page read while a change was heard, nor while nothing listens', async () => {
    const clock = { now: ON_QUARTER };
    const { cache, connection } = await liveCache(clock);
    await cache.read(
      'k',
      new Date(clock.now),
      async () => {
        connection.notify('*');
        return page('a');
      },
      forEveryone,
    );
    expect(cache.find('k')).toBeNull();

    connection.end();
    await cache.read('k', new Date(clock.now), async () => page('a'), forEveryone);
    expect(cache.find('k')).toBeNull();
  });

  it('forgets a page at the next UTC quarter hour, when time off may start or end at a local midnight', async () => {
    const clock = { now: ON_QUARTER + QUARTER_HOUR - 1_000 };
    const { cache } = await liveCache(clock);
    await cache.read('k', new Date(clock.now), async () => page('a'), forEveryone);
    clock.now += 999;
    expect(cache.find('k')).not.toBeNull();
    clock.now += 1;
    expect(cache.find('k')).toBeNull();
  });

  it('forgets a page after its time to live, and the oldest pages beyond the rows it keeps', async () => {
    const clock = { now: ON_QUARTER };
    const { cache } = await liveCache(clock, { ttlMs: 10_000, maxRows: 3 });
    const keep = (key: string, ...ids: string[]) =>
      cache.read(key, new Date(clock.now), async () => page(...ids), forEveryone);
    await keep('a', 'a');
    await keep('b', 'b');
    await keep('b', 'b');
    expect(cache.size).toBe(2);
    await keep('c', 'c1', 'c2');
    expect(cache.size).toBe(2);
    expect(cache.find('a')).toBeNull();
    expect(cache.find('c')).toHaveLength(2);
    clock.now += 10_000;
    expect(cache.find('b')).toBeNull();
  });

  it('stops hearing the feed once closed (the app closing while the pool lives on)', async () => {
    const clock = { now: ON_QUARTER };
    const { cache, connection } = await liveCache(clock);
    await cache.read('k', new Date(clock.now), async () => page('a'), forEveryone);
    cache.close();
    connection.notify('*');
    expect(cache.find('k')).not.toBeNull();
  });
});
