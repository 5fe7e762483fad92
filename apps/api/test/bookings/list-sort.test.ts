import { createBooking } from '@limpa/db';
import { describe, expect, it } from 'vitest';
import { expectProblem } from '../helpers/auth';
import { cleanerSignedIn, customerWithAddressAndCard, futureDate } from '../helpers/booking-fixtures';
import { useTestApp } from '../helpers/test-app';

const t = useTestApp();

const get = (url: string, cookie: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });

/** Every page of a list, `limit` at a time: the ids in the order the server gave them. */
async function allPages(url: string, cookie: string, limit: number) {
  const ids: string[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const res = await get(`${url}&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`, cookie);
    expect(res.statusCode, res.body).toBe(200);
    ids.push(...res.json().items.map((b: { id: string }) => b.id));
    cursor = res.json().nextCursor;
    pages += 1;
  } while (cursor && pages < 20);
  return ids;
}

describe('GET /api/v1/bookings?sort= (My Jobs)', () => {
  it('soonest and latest first page through every job in the chosen order, the cursor following it', async () => {
    const cleaner = await cleanerSignedIn(t.app, t.db);
    const c = await customerWithAddressAndCard(t.app, t.db);
    const made = [];
    for (const days of [40, 10, 25, 5, 33, 18, 12]) {
      const b = await createBooking(t.db, {
        customerId: c.userId,
        cleanerId: cleaner.userId,
        bookingDate: futureDate(days),
        bookingTime: '10:00',
        status: days % 2 ? 'pending' : 'confirmed',
      });
      made.push({ id: b.id, at: b.startsAt.getTime() });
    }
    const soonest = made.sort((a, b) => a.at - b.at).map((b) => b.id);
    const base = '/api/v1/bookings?as=cleaner&when=upcoming';
    expect(await allPages(`${base}&sort=soonest`, cleaner.cookie, 3)).toEqual(soonest);
    expect(await allPages(`${base}&sort=latest`, cleaner.cookie, 3)).toEqual([...soonest].reverse());
    // Without a sort, upcoming keeps its natural order (soonest first).
    expect(await allPages(base, cleaner.cookie, 3)).toEqual(soonest);
    // With a status filter too.
    const pending = await allPages(`${base}&status=pending&sort=latest`, cleaner.cookie, 2);
    expect(pending).toHaveLength(3);
    expect(pending).toEqual([...soonest].reverse().filter((id) => pending.includes(id)));
  });

  it('refuses a sort it does not know (400)', async () => {
    const cleaner = await cleanerSignedIn(t.app, t.db);
    expectProblem(await get('/api/v1/bookings?as=cleaner&sort=price', cleaner.cookie), 400);
  });
});
