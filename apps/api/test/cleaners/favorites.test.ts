import { createCleaner, createCustomer, favorites, profiles } from '@limpa/db';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectProblem, signUp } from '../helpers/auth';
import { adminSignedIn, cleanerSignedIn } from '../helpers/booking-fixtures';
import { useTestApp } from '../helpers/test-app';
import {
  addReviews,
  allPages,
  CLEANERS_URL,
  cleanerIn,
  FAVORITES_URL,
  get,
  type Item,
  listItems,
  tag,
} from './helpers';

const t = useTestApp();

const put = (cookie: string | undefined, userId: string) =>
  t.app.inject({ method: 'PUT', url: `${FAVORITES_URL}/${userId}`, headers: cookie ? { cookie } : {} });
const del = (cookie: string | undefined, userId: string) =>
  t.app.inject({ method: 'DELETE', url: `${FAVORITES_URL}/${userId}`, headers: cookie ? { cookie } : {} });

async function customer() {
  const { cookie } = await signUp(t.app, { role: 'customer' });
  const me = (await get(t.app, cookie, '/api/v1/me')).json();
  return { cookie, userId: me.user.id as string };
}

const favoriteRows = (customerId: string, cleanerId: string) =>
  t.db
    .select()
    .from(favorites)
    .where(and(eq(favorites.customerId, customerId), eq(favorites.cleanerId, cleanerId)));

describe('favourites', () => {
  it('PUT and DELETE are idempotent and the list follows them', async () => {
    const c = await customer();
    const cleaner = await createCleaner(t.db, { name: 'Fay Favourite' });
    await addReviews(t.db, cleaner.user.id, [{ rating: 5 }, { rating: 4 }]);

    for (let i = 0; i < 2; i++) {
      const res = await put(c.cookie, cleaner.user.id);
      expect(res.statusCode, res.body).toBe(204);
      expect(res.body).toBe('');
    }
    expect(await favoriteRows(c.userId, cleaner.user.id)).toHaveLength(1);
    const list = (await get(t.app, c.cookie, FAVORITES_URL)).json();
    expect(list).toEqual({
      items: [
        expect.objectContaining({
          userId: cleaner.user.id,
          fullName: 'Fay Favourite',
          averageRating: 4.5,
          reviewCount: 2,
          hourlyRate: 22,
          isFavorite: true,
        }),
      ],
      nextCursor: null,
    });

    for (let i = 0; i < 2; i++) expect((await del(c.cookie, cleaner.user.id)).statusCode).toBe(204);
    expect(await favoriteRows(c.userId, cleaner.user.id)).toHaveLength(0);
    expect((await get(t.app, c.cookie, FAVORITES_URL)).json()).toEqual({ items: [], nextCursor: null });
  });

  it('concurrent PUTs store one favourite', async () => {
    const c = await customer();
    const cleaner = await createCleaner(t.db);
    const results = await Promise.all([1, 2, 3, 4].map(() => put(c.cookie, cleaner.user.id)));
    expect(results.map((r) => r.statusCode)).toEqual([204, 204, 204, 204]);
    expect(await favoriteRows(c.userId, cleaner.user.id)).toHaveLength(1);
  });

  it('lists newest favourite first, page by page', async () => {
    const c = await customer();
    const saved: string[] = [];
    for (let i = 0; i < 5; i++) {
      const cleaner = await createCleaner(t.db, { name: `Saved ${i}` });
      expect((await put(c.cookie, cleaner.user.id)).statusCode).toBe(204);
      saved.push(cleaner.user.id);
    }
    const newestFirst = [...saved].reverse();
    for (const limit of [1, 2, 5, 50]) {
      const { items } = await allPages<Item>(t.app, c.cookie, FAVORITES_URL, { limit });
      expect(items.map((i) => i.userId)).toEqual(newestFirst);
      expect(items.every((i) => i.isFavorite)).toBe(true);
    }
    // re-saving does not move a favourite to the top
    expect((await put(c.cookie, saved[0]!)).statusCode).toBe(204);
    expect((await get(t.app, c.cookie, FAVORITES_URL)).json().items[0].userId).toBe(saved[4]);
  });

  it('isFavorite is per viewer in the cleaners list and profile', async () => {
    const c = await customer();
    const other = await customer();
    const city = `Vila${tag()}`;
    const liked = await cleanerIn(t.db, city, 'Liked');
    const notLiked = await cleanerIn(t.db, city, 'Not Liked');
    expect((await put(c.cookie, liked.user.id)).statusCode).toBe(204);

    const flags = async (cookie: string) =>
      Object.fromEntries((await listItems(t.app, cookie, { city })).map((i) => [i.fullName, i.isFavorite]));
    expect(await flags(c.cookie)).toEqual({ Liked: true, 'Not Liked': false });
    expect(await flags(other.cookie)).toEqual({ Liked: false, 'Not Liked': false });
    expect((await get(t.app, c.cookie, `${CLEANERS_URL}/${liked.user.id}`)).json().isFavorite).toBe(true);
    expect((await get(t.app, c.cookie, `${CLEANERS_URL}/${notLiked.user.id}`)).json().isFavorite).toBe(false);
    expect((await get(t.app, other.cookie, `${CLEANERS_URL}/${liked.user.id}`)).json().isFavorite).toBe(
      false,
    );
    expect((await get(t.app, other.cookie, FAVORITES_URL)).json().items).toEqual([]);
  });

  it('a favourite whose cleaner is no longer listed is hidden, and comes back when listed again', async () => {
    const c = await customer();
    const cleaner = await createCleaner(t.db);
    expect((await put(c.cookie, cleaner.user.id)).statusCode).toBe(204);
    await t.db.update(profiles).set({ isApproved: false }).where(eq(profiles.userId, cleaner.user.id));
    expect((await get(t.app, c.cookie, FAVORITES_URL)).json().items).toEqual([]);
    await t.db.update(profiles).set({ isApproved: true }).where(eq(profiles.userId, cleaner.user.id));
    expect((await get(t.app, c.cookie, FAVORITES_URL)).json().items).toHaveLength(1);
  });

  it('404 "Provider not found" for unknown, non-cleaner, unapproved or not onboarded users; nothing stored', async () => {
    const c = await customer();
    const targets = [
      (await createCleaner(t.db, { approved: false })).user.id,
      (await createCleaner(t.db, { onboarded: false })).user.id,
      (await createCustomer(t.db)).user.id,
      '00000000-0000-4000-8000-000000000000',
    ];
    for (const id of targets) {
      expectProblem(await put(c.cookie, id), 404, 'Provider not found');
      expect(await favoriteRows(c.userId, id)).toHaveLength(0);
    }
  });

  it('only customers have favourites (403), and signed-out callers get 401', async () => {
    const listed = await createCleaner(t.db);
    const cleaner = await cleanerSignedIn(t.app, t.db);
    const admin = await adminSignedIn(t.app, t.db);
    for (const cookie of [cleaner.cookie, admin.cookie]) {
      expectProblem(await put(cookie, listed.user.id), 403);
      expectProblem(await del(cookie, listed.user.id), 403);
      expectProblem(await get(t.app, cookie, FAVORITES_URL), 403);
    }
    expect(await favoriteRows(cleaner.userId, listed.user.id)).toHaveLength(0);
    expectProblem(await put(undefined, listed.user.id), 401);
    expectProblem(await del(undefined, listed.user.id), 401);
    expectProblem(await get(t.app, undefined, FAVORITES_URL), 401);
  });

  it('validates the list query and the user id', async () => {
    const c = await customer();
    for (const query of ['limit=0', 'limit=51', 'cursor=xyz', 'sort=name']) {
      expectProblem(await get(t.app, c.cookie, `${FAVORITES_URL}?${query}`), 400, 'Validation Error');
    }
    expectProblem(await put(c.cookie, 'x'.repeat(65)), 400, 'Validation Error');
    // a cleaners-list cursor is not a favourites cursor
    const city = `Vila${tag()}`;
    await cleanerIn(t.db, city, 'One');
    await cleanerIn(t.db, city, 'Two');
    const { nextCursor } = (await get(t.app, c.cookie, `${CLEANERS_URL}?city=${city}&limit=1`)).json();
    expectProblem(await get(t.app, c.cookie, `${FAVORITES_URL}?cursor=${nextCursor}`), 400);
  });
});
