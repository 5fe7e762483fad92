// Cleaner list pages remembered between requests (decision 037): the same search answered without reading the
// cleaners again, and forgotten the moment PostgreSQL reports a change to a cleaner's profile or time off — from
// this process, another connection or another API process.
import { cleanerTimeOff, createCleaner, LISTING_CHANGES_CHANNEL, profiles } from '@limpa/db';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { signUp } from '../helpers/auth';
import { cleanerSignedIn } from '../helpers/booking-fixtures';
import { connectionsTaken, useOtherApp, useTestApp } from '../helpers/test-app';
import { addReviews, cleanerIn, FAVORITES_URL, type Item, listItems, tag, useSearchers } from './helpers';

const t = useTestApp();
const searchers = useSearchers(t);

const QUARTER_HOUR_MS = 15 * 60_000;
/**
 * Runs `run` (a page kept, then asked again) within one UTC quarter hour, when pages are forgotten: again, once,
 * should the clock have crossed one meanwhile.
 */
async function withinQuarterHour<T>(run: () => Promise<T>): Promise<T> {
  const quarter = () => Math.floor(Date.now() / QUARTER_HOUR_MS);
  const started = quarter();
  const result = await run();
  return quarter() === started ? result : run();
}

const names = (items: Item[]) => items.map((i) => i.fullName);
const rateOf = (items: Item[], userId: string) => items.find((i) => i.userId === userId)?.hourlyRate;

describe('the same search, asked again', () => {
  it('is answered from memory: no read for a cleaner, one for a customer (their favourites)', async () => {
    const city = `Vila${tag()}`;
    await cleanerIn(t.db, city, 'Ana Kept');
    const taken = await withinQuarterHour(async () => {
      await listItems(t.app, searchers.cleaner, { city });
      await listItems(t.app, searchers.customer, { city });
      return [
        await connectionsTaken(t, () => listItems(t.app, searchers.cleaner, { city })),
        await connectionsTaken(t, () => listItems(t.app, searchers.customer, { city })),
      ];
    });
    expect(taken).toEqual([0, 1]);
    // Another search is its own page.
    expect(await connectionsTaken(t, () => listItems(t.app, searchers.cleaner, { city, sort: 'name' }))).toBe(
      1,
    );
  });

  it('shows each customer their own favourites on the kept page, saved or removed since', async () => {
    const city = `Vila${tag()}`;
    const cleaner = await cleanerIn(t.db, city, 'Bea Saved');
    const other = (await signUp(t.app, { role: 'customer' })).cookie;
    expect((await listItems(t.app, searchers.customer, { city }))[0]?.isFavorite).toBe(false);
    const put = await t.app.inject({
      method: 'PUT',
      url: `${FAVORITES_URL}/${cleaner.user.id}`,
      headers: { cookie: searchers.customer },
    });
    expect(put.statusCode, put.body).toBeLessThan(300);
    expect((await listItems(t.app, searchers.customer, { city }))[0]?.isFavorite).toBe(true);
    expect((await listItems(t.app, other, { city }))[0]?.isFavorite).toBe(false);
    expect((await listItems(t.app, searchers.cleaner, { city }))[0]?.isFavorite).toBe(false);
    await t.app.inject({
      method: 'DELETE',
      url: `${FAVORITES_URL}/${cleaner.user.id}`,
      headers: { cookie: searchers.customer },
    });
    expect((await listItems(t.app, searchers.customer, { city }))[0]?.isFavorite).toBe(false);
  });
});

describe('a change to what the page shows', () => {
  it('shows at once: a rate, time off, a suspension, a new cleaner, a review', async () => {
    const city = `Vila${tag()}`;
    const ana = await cleanerIn(t.db, city, 'Ana Changes', { hourlyRateCents: 2000 });
    const bea = await cleanerIn(t.db, city, 'Bea Stays');
    const list = () => listItems(t.app, searchers.cleaner, { city, sort: 'name' });
    expect(rateOf(await list(), ana.user.id)).toBe(20);

    await t.db.update(profiles).set({ hourlyRateCents: 2500 }).where(eq(profiles.userId, ana.user.id));
    expect(rateOf(await list(), ana.user.id)).toBe(25);

    await t.db.insert(cleanerTimeOff).values({
      userId: ana.user.id,
      startDate: '2000-01-01',
      endDate: '2999-12-31',
      timeZone: 'UTC',
    });
    expect(names(await list())).toEqual(['Bea Stays']);
    await t.db.delete(cleanerTimeOff).where(eq(cleanerTimeOff.userId, ana.user.id));
    expect(names(await list())).toEqual(['Ana Changes', 'Bea Stays']);

    await t.db.update(profiles).set({ suspendedAt: new Date() }).where(eq(profiles.userId, bea.user.id));
    expect(names(await list())).toEqual(['Ana Changes']);

    await cleanerIn(t.db, city, 'Cai New');
    expect(names(await list())).toEqual(['Ana Changes', 'Cai New']);

    await addReviews(t.db, ana.user.id, [{ rating: 4 }]);
    expect((await list())[0]).toMatchObject({ averageRating: 4, reviewCount: 1 });
  });

  it('committed on a connection outside the pool is heard, and the page read again', async () => {
    const city = `Vila${tag()}`;
    const ana = await cleanerIn(t.db, city, 'Ana Outside', { hourlyRateCents: 2000 });
    await listItems(t.app, searchers.cleaner, { city });
    const outside = new pg.Client({ connectionString: t.databaseUrl });
    await outside.connect();
    try {
      await outside.query('update profiles set hourly_rate_cents = 3100 where user_id = $1', [ana.user.id]);
      await vi.waitFor(async () =>
        expect(rateOf(await listItems(t.app, searchers.cleaner, { city }), ana.user.id)).toBe(31),
      );
    } finally {
      await outside.end();
    }
  });
});

describe('two API processes on one database', () => {
  const other = useOtherApp(t);

  it('a cleaner suspended through one leaves the page the other had in memory', async () => {
    const city = `Vila${tag()}`;
    const ana = await cleanerIn(t.db, city, 'Ana Two');
    await cleanerIn(t.db, city, 'Bea Two');
    const viewer = (await cleanerSignedIn(other.app, other.db)).cookie;
    const list = () => listItems(other.app, viewer, { city, sort: 'name' });
    const taken = await withinQuarterHour(async () => {
      expect(names(await list())).toEqual(['Ana Two', 'Bea Two']);
      return connectionsTaken(other, list);
    });
    expect(taken).toBe(0);
    await t.db.update(profiles).set({ suspendedAt: new Date() }).where(eq(profiles.userId, ana.user.id));
    await vi.waitFor(async () => expect(names(await list())).toEqual(['Bea Two']));
  });
});

describe('CLEANER_LIST_CACHE=false', () => {
  const off = useOtherApp(t, { CLEANER_LIST_CACHE: 'false' });

  it('reads the cleaners on every search', async () => {
    const city = `Vila${tag()}`;
    await cleanerIn(t.db, city, 'Ana Uncached');
    const viewer = (await cleanerSignedIn(off.app, off.db)).cookie;
    await listItems(off.app, viewer, { city });
    expect(await connectionsTaken(off, () => listItems(off.app, viewer, { city }))).toBe(1);
  });
});

describe('the triggers behind the feed', () => {
  it("say '*' for a change to a cleaner's profile or time off, and nothing for a customer's profile", async () => {
    const listener = new pg.Client({ connectionString: t.databaseUrl });
    await listener.connect();
    const heard: string[] = [];
    listener.on('notification', (m) => {
      if (m.channel === LISTING_CHANGES_CHANNEL) heard.push(m.payload ?? '');
    });
    await listener.query(`LISTEN ${LISTING_CHANGES_CHANNEL}`);
    try {
      const someCustomer = (await signUp(t.app, { role: 'customer' })).cookie;
      await t.app.inject({
        method: 'PATCH',
        url: '/api/v1/me/profile',
        headers: { cookie: someCustomer },
        payload: { fullName: 'Customer Renamed' },
      });
      // Notifications arrive in commit order: the marker first means the customer's changes sent none.
      await t.db.execute(sql`select pg_notify(${LISTING_CHANGES_CHANNEL}, 'marker')`);
      await vi.waitFor(() => expect(heard).toEqual(['marker']));
      const cleaner = await createCleaner(t.db, { name: 'Trigger Cleaner', city: `Vila${tag()}` });
      await vi.waitFor(() => expect(heard.slice(1)).toContain('*'));
      heard.length = 0;
      await t.db.insert(cleanerTimeOff).values({
        userId: cleaner.user.id,
        startDate: '2000-01-01',
        endDate: '2000-01-02',
        timeZone: 'UTC',
      });
      await vi.waitFor(() => expect(heard).toEqual(['*']));
    } finally {
      await listener.end();
    }
  });
});
