import { bookings, createBooking } from '@limpa/db';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectProblem } from '../helpers/auth';
import { cleanerSignedIn, customerWithAddressAndCard, futureDate } from '../helpers/booking-fixtures';
import { useTestApp } from '../helpers/test-app';

const t = useTestApp();
const URL = '/api/v1/me/booking-requests';

const get = (url: string, cookie: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });

/** A request to `cleanerId` on `bookingDate` at 10:00 (Lisbon), made `madeHoursAgo` hours ago. */
async function request(
  customerId: string,
  cleanerId: string,
  bookingDate: string,
  madeHoursAgo: number,
  status: 'pending' | 'confirmed' = 'pending',
) {
  const b = await createBooking(t.db, { customerId, cleanerId, bookingDate, bookingTime: '10:00', status });
  await t.db
    .update(bookings)
    .set({ createdAt: sql`now() - make_interval(hours => ${madeHoursAgo}::int)` })
    .where(eq(bookings.id, b.id));
  return b.id;
}

/** Every page of the list, `limit` at a time. */
async function allPages(cookie: string, limit: number) {
  const ids: string[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const res = await get(`${URL}?limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`, cookie);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { items: { id: string; status: string }[]; nextCursor: string | null };
    expect(body.items.every((b) => b.status === 'pending')).toBe(true);
    ids.push(...body.items.map((b) => b.id));
    cursor = body.nextCursor;
    pages += 1;
  } while (cursor && pages < 20);
  return { ids, pages };
}

describe('GET /api/v1/me/booking-requests', () => {
  it('lists every pending request to the cleaner, however far out, soonest expiry first, in keyset pages', async () => {
    const cleaner = await cleanerSignedIn(t.app, t.db);
    const other = await cleanerSignedIn(t.app, t.db);
    const c = await customerWithAddressAndCard(t.app, t.db);
    // Twelve requests, more than the portal's ten, several further out than any recurring visit would be.
    // A request expires 24 h after it was made or 12 h before its start: made 20 h ago, it expires in 4 h
    // whatever its date; made just now for a date weeks away, in about a day.
    const farOutMadeNow = [];
    for (let i = 0; i < 9; i += 1)
      farOutMadeNow.push(await request(c.userId, cleaner.userId, futureDate(30 + i * 7), 0));
    const oldest = await request(c.userId, cleaner.userId, futureDate(200), 20);
    const older = await request(c.userId, cleaner.userId, futureDate(150), 10);
    const old = await request(c.userId, cleaner.userId, futureDate(100), 5);
    // Not listed: the cleaner's confirmed booking, and another cleaner's request.
    await request(c.userId, cleaner.userId, futureDate(20), 1, 'confirmed');
    await request(c.userId, other.userId, futureDate(21), 1);

    const { ids, pages } = await allPages(cleaner.cookie, 5);
    expect(pages).toBe(3);
    expect(ids).toHaveLength(12);
    expect(new Set(ids).size).toBe(12);
    expect(ids.slice(0, 3)).toEqual([oldest, older, old]);
    expect(new Set(ids.slice(3))).toEqual(new Set(farOutMadeNow));
    // The far-out ones were made in the same instant: their order is stable by id, page after page.
    expect((await allPages(cleaner.cookie, 4)).ids).toEqual(ids);
  });

  it('orders a request by its start when that comes first (12 h before it)', async () => {
    const cleaner = await cleanerSignedIn(t.app, t.db);
    const c = await customerWithAddressAndCard(t.app, t.db);
    const later = await request(c.userId, cleaner.userId, futureDate(40), 10);
    const soon = await request(c.userId, cleaner.userId, futureDate(3), 0);
    // Starting within a day and a half, made now: expires 12 h before its start, before the other's 14 h.
    await t.db
      .update(bookings)
      .set({ startsAt: sql`now() + interval '25 hours'`, endsAt: sql`now() + interval '28 hours'` })
      .where(eq(bookings.id, soon));
    expect((await allPages(cleaner.cookie, 10)).ids).toEqual([soon, later]);
  });

  it('counts every waiting request in total, beyond the page: 11 requests, a page of 10, total 11', async () => {
    const cleaner = await cleanerSignedIn(t.app, t.db);
    const other = await cleanerSignedIn(t.app, t.db);
    const c = await customerWithAddressAndCard(t.app, t.db);
    for (let i = 0; i < 11; i += 1) await request(c.userId, cleaner.userId, futureDate(30 + i), 0);
    // Not counted: a confirmed job of the cleaner's and another cleaner's request.
    await request(c.userId, cleaner.userId, futureDate(20), 1, 'confirmed');
    await request(c.userId, other.userId, futureDate(21), 1);
    const first = (await get(`${URL}?limit=10`, cleaner.cookie)).json();
    expect(first.items).toHaveLength(10);
    expect(first.total).toBe(11);
    const last = (await get(`${URL}?limit=10&cursor=${first.nextCursor}`, cleaner.cookie)).json();
    expect(last).toMatchObject({ nextCursor: null, total: 11 });
    expect(last.items).toHaveLength(1);
    expect((await get(`${URL}?limit=1`, other.cookie)).json().total).toBe(1);
  });

  it('totals 0 for a cleaner nobody asked', async () => {
    const cleaner = await cleanerSignedIn(t.app, t.db);
    expect((await get(URL, cleaner.cookie)).json()).toEqual({ items: [], nextCursor: null, total: 0 });
  });

  it('is for cleaners only (403), and a cursor that is not ours is a 400', async () => {
    const c = await customerWithAddressAndCard(t.app, t.db);
    expectProblem(await get(URL, c.cookie), 403);
    expectProblem(await t.app.inject({ method: 'GET', url: URL }), 401);
    const cleaner = await cleanerSignedIn(t.app, t.db);
    expectProblem(await get(`${URL}?cursor=nonsense`, cleaner.cookie), 400);
    expectProblem(await get(`${URL}?limit=0`, cleaner.cookie), 400);
  });
});
