import { createCleaner, createCustomer, profiles } from '@limpa/db';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectProblem, signUp } from '../helpers/auth';
import { adminSignedIn, cleanerSignedIn } from '../helpers/booking-fixtures';
import { useTestApp } from '../helpers/test-app';
import { addReviews, allPages, CLEANERS_URL, cleanerIn, get, type Item, listItems, qs, tag } from './helpers';

const t = useTestApp();
let viewer: string;
beforeAll(async () => {
  viewer = (await signUp(t.app, { role: 'customer' })).cookie;
});

const ids = (items: { userId: string }[]) => items.map((i) => i.userId);
const byId = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

describe('GET /api/v1/providers: who is listed', () => {
  it('lists approved, onboarded cleaners only, with the list fields', async () => {
    const city = `Vila${tag()}`;
    const listed = await cleanerIn(t.db, city, 'Lia Listed', { hourlyRateCents: 2350 });
    await createCleaner(t.db, { city, name: 'Una Unapproved', approved: false });
    await createCleaner(t.db, { city, name: 'Nora Notonboarded', onboarded: false });
    await createCustomer(t.db, { name: 'Cora Customer', profile: { city } });
    const items = await listItems(t.app, viewer, { city });
    expect(items).toEqual([
      {
        userId: listed.user.id,
        fullName: 'Lia Listed',
        avatarUrl: null,
        city,
        country: 'PT',
        currency: 'EUR',
        hourlyRate: 23.5,
        servicesOffered: ['Regular House Cleaning', 'Deep Cleaning'],
        averageRating: null,
        reviewCount: 0,
        bio: listed.profile.bio,
        isFavorite: false,
        distanceKm: null,
        verified: false,
      },
    ]);
  });

  it('is readable by every signed-in role and refuses signed-out callers', async () => {
    const city = `Vila${tag()}`;
    const c = await cleanerIn(t.db, city, 'Any Role');
    const cleaner = await cleanerSignedIn(t.app, t.db);
    const admin = await adminSignedIn(t.app, t.db);
    for (const cookie of [viewer, cleaner.cookie, admin.cookie]) {
      expect(ids(await listItems(t.app, cookie, { city }))).toEqual([c.user.id]);
    }
    expectProblem(await get(t.app, undefined, `${CLEANERS_URL}?city=${city}`), 401);
  });

  it('returns null hourlyRate when none is set (the UI shows the default)', async () => {
    const city = `Vila${tag()}`;
    await cleanerIn(t.db, city, 'No Rate', { hourlyRateCents: null });
    expect((await listItems(t.app, viewer, { city }))[0]?.hourlyRate).toBeNull();
  });
});

describe('GET /api/v1/providers: filters', () => {
  it('q searches full name, city and bio, case-insensitively', async () => {
    const tok = tag();
    const byName = await cleanerIn(t.db, `Vila${tag()}`, `Ana ${tok}Silva`);
    const byCity = await cleanerIn(t.db, `Porto${tok}`, 'Bea Costa');
    const byBio = await cleanerIn(t.db, `Vila${tag()}`, 'Cai Dias', { bio: `Loves ${tok} windows` });
    await cleanerIn(t.db, `Vila${tag()}`, 'Dan Other');
    const found = await listItems(t.app, viewer, { q: tok.toUpperCase(), sort: 'name' });
    // by name: 'ana …', 'bea costa', 'cai dias'
    expect(ids(found)).toEqual([byName.user.id, byCity.user.id, byBio.user.id]);
  });

  it('q takes % and _ literally', async () => {
    const city = `Vila${tag()}`;
    const percent = await cleanerIn(t.db, city, 'Pat Percent', { bio: 'Satisfaction 100% guaranteed' });
    const under = await cleanerIn(t.db, city, 'Uma Under', { bio: 'snake_case lover' });
    await cleanerIn(t.db, city, 'Ned Neither', { bio: 'Plain bio' });
    expect(ids(await listItems(t.app, viewer, { city, q: '%' }))).toEqual([percent.user.id]);
    expect(ids(await listItems(t.app, viewer, { city, q: '_' }))).toEqual([under.user.id]);
    expect(ids(await listItems(t.app, viewer, { city, q: '0% g' }))).toEqual([percent.user.id]);
  });

  it('service keeps cleaners offering that service', async () => {
    const city = `Vila${tag()}`;
    const windows = await cleanerIn(t.db, city, 'Wes Windows', {
      services: ['Window Cleaning', 'Office Cleaning'],
    });
    await cleanerIn(t.db, city, 'Reg Regular');
    expect(ids(await listItems(t.app, viewer, { city, service: 'Window Cleaning' }))).toEqual([
      windows.user.id,
    ]);
    expect(await listItems(t.app, viewer, { city, service: 'Laundry Services' })).toEqual([]);
    expect(await listItems(t.app, viewer, { city })).toHaveLength(2);
  });

  it('city matches case- and accent-insensitively, ignoring extra spaces', async () => {
    const tok = tag();
    const evora = await cleanerIn(t.db, `Évora ${tok}`, 'Eva Evora');
    await cleanerIn(t.db, `Evoras ${tok}`, 'Not Evora');
    for (const city of [`evora ${tok}`, `ÉVORA  ${tok.toUpperCase()}`, ` Évora ${tok} `]) {
      expect(ids(await listItems(t.app, viewer, { city }))).toEqual([evora.user.id]);
    }
  });

  it('homeType keeps the cleaners who take that home type', async () => {
    const city = `Vila${tag()}`;
    const every = await cleanerIn(t.db, city, 'Hana Home');
    const small = await cleanerIn(t.db, city, 'Sam Small');
    await t.db
      .update(profiles)
      .set({ homeTypes: ['T0', 'T1'] })
      .where(eq(profiles.userId, small.user.id));
    expect(ids(await listItems(t.app, viewer, { city, homeType: 'T4' }))).toEqual([every.user.id]);
    expect(ids(await listItems(t.app, viewer, { city, homeType: 'T1' })).sort(byId)).toEqual(
      [every.user.id, small.user.id].sort(byId),
    );
    expectProblem(await get(t.app, viewer, `${CLEANERS_URL}?homeType=T9`), 400, 'Validation Error');
  });

  it('refuses unknown parameters, a bad sort, limits outside 1–50 and a forged cursor', async () => {
    for (const query of ['foo=1', 'sort=cheapest', 'limit=0', 'limit=51', 'cursor=not-a-cursor']) {
      expectProblem(await get(t.app, viewer, `${CLEANERS_URL}?${query}`), 400, 'Validation Error');
    }
  });
});

describe('GET /api/v1/providers: live ratings', () => {
  it('averages the visible reviews to one decimal and counts them; hidden reviews are ignored', async () => {
    const city = `Vila${tag()}`;
    const c = await cleanerIn(t.db, city, 'Rae Rated');
    await addReviews(t.db, c.user.id, [
      { rating: 5 },
      { rating: 4 },
      { rating: 4 },
      { rating: 1, hidden: true },
    ]);
    const [item] = await listItems(t.app, viewer, { city });
    expect(item).toMatchObject({ averageRating: 4.3, reviewCount: 3 });
  });
});

describe('GET /api/v1/providers: sorting and pagination', () => {
  async function pagesOf(city: string, sort: string, limit: number) {
    const { items } = await allPages<Item>(t.app, viewer, CLEANERS_URL, { city, sort, limit });
    return ids(items);
  }

  it('rating: average desc, then review count desc, then name, then id; the order holds across pages', async () => {
    const city = `Vila${tag()}`;
    const eve = await cleanerIn(t.db, city, 'Eve');
    const bob = await cleanerIn(t.db, city, 'bob');
    const alice1 = await cleanerIn(t.db, city, 'Alice');
    const alice2 = await cleanerIn(t.db, city, 'alice');
    const carla = await cleanerIn(t.db, city, 'Carla');
    const dora = await cleanerIn(t.db, city, 'Dora');
    await addReviews(t.db, eve.user.id, [{ rating: 5 }]);
    await addReviews(t.db, bob.user.id, [{ rating: 5 }, { rating: 4 }, { rating: 5 }, { rating: 4 }]);
    for (const c of [alice1, alice2, carla])
      await addReviews(t.db, c.user.id, [{ rating: 5 }, { rating: 4 }]);
    const alices = [alice1.user.id, alice2.user.id].sort(byId);
    const expected = [eve.user.id, bob.user.id, ...alices, carla.user.id, dora.user.id];

    expect(await pagesOf(city, 'rating', 50)).toEqual(expected);
    for (const limit of [1, 2, 4]) expect(await pagesOf(city, 'rating', limit)).toEqual(expected);
    // rating is the default sort
    expect(ids(await listItems(t.app, viewer, { city }))).toEqual(expected);
  });

  it('price: hourly rate asc with unset rates last, then name; the order holds across pages', async () => {
    const city = `Vila${tag()}`;
    const zoe = await cleanerIn(t.db, city, 'Zoe', { hourlyRateCents: 2000 });
    const amy = await cleanerIn(t.db, city, 'amy', { hourlyRateCents: 2500 });
    const ben = await cleanerIn(t.db, city, 'Ben', { hourlyRateCents: 2500 });
    const dan = await cleanerIn(t.db, city, 'Dan', { hourlyRateCents: null });
    const cid = await cleanerIn(t.db, city, 'cid', { hourlyRateCents: null });
    const eli = await cleanerIn(t.db, city, 'Eli', { hourlyRateCents: 1800 });
    const expected = [eli, zoe, amy, ben, cid, dan].map((c) => c.user.id);
    for (const limit of [50, 1, 2, 4]) expect(await pagesOf(city, 'price', limit)).toEqual(expected);
  });

  it('name: case-insensitive A-Z, then user id; the order holds across pages', async () => {
    const city = `Vila${tag()}`;
    const bravo = await cleanerIn(t.db, city, 'bravo');
    const alpha1 = await cleanerIn(t.db, city, 'Alpha');
    const charlie = await cleanerIn(t.db, city, 'charlie');
    const alpha2 = await cleanerIn(t.db, city, 'alpha');
    const delta = await cleanerIn(t.db, city, 'Delta');
    const expected = [
      ...[alpha1.user.id, alpha2.user.id].sort(byId),
      bravo.user.id,
      charlie.user.id,
      delta.user.id,
    ];
    for (const limit of [50, 1, 2, 3]) expect(await pagesOf(city, 'name', limit)).toEqual(expected);
  });

  it('returns every cleaner exactly once across pages, with nextCursor null on the last page', async () => {
    const city = `Vila${tag()}`;
    const created = [];
    for (let i = 0; i < 7; i++) {
      const c = await cleanerIn(t.db, city, `Same Name`, { hourlyRateCents: 2000 + (i % 2) * 100 });
      if (i % 3 === 0) await addReviews(t.db, c.user.id, [{ rating: 4 }]);
      created.push(c.user.id);
    }
    for (const sort of ['rating', 'price', 'name']) {
      const { items, pages } = await allPages<Item>(t.app, viewer, CLEANERS_URL, { city, sort, limit: 3 });
      expect(pages).toBe(3);
      expect(ids(items).sort(byId)).toEqual([...created].sort(byId));
      expect(new Set(ids(items)).size).toBe(7);
    }
    const exact = (await get(t.app, viewer, `${CLEANERS_URL}?${qs({ city, limit: 7 })}`)).json();
    expect(exact.items).toHaveLength(7);
    expect(exact.nextCursor).toBeNull();
  });

  it('defaults to 20 a page', async () => {
    const city = `Vila${tag()}`;
    for (let i = 0; i < 21; i++) await cleanerIn(t.db, city, `Many ${i}`);
    const page = (await get(t.app, viewer, `${CLEANERS_URL}?${qs({ city })}`)).json();
    expect(page.items).toHaveLength(20);
    expect(page.nextCursor).toEqual(expect.any(String));
  });

  it('refuses a cursor made for another sort', async () => {
    const city = `Vila${tag()}`;
    await cleanerIn(t.db, city, 'One');
    await cleanerIn(t.db, city, 'Two');
    const { nextCursor } = (
      await get(t.app, viewer, `${CLEANERS_URL}?${qs({ city, sort: 'name', limit: 1 })}`)
    ).json();
    expect(nextCursor).toEqual(expect.any(String));
    const res = await get(
      t.app,
      viewer,
      `${CLEANERS_URL}?${qs({ city, sort: 'price', limit: 1, cursor: nextCursor })}`,
    );
    expectProblem(res, 400, 'Validation Error');
  });
});
