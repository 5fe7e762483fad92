import { randomUUID } from 'node:crypto';
import { createCleaner, createCustomer, reviews } from '@limpa/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addReviews } from '../cleaners/helpers';
import { expectProblem } from '../helpers/auth';
import { useTestApp } from '../helpers/test-app';
import { ADMIN, adminOfFile, allPages, get, getOk, type Json, qs, send } from './helpers';

const t = useTestApp();
const admin = adminOfFile(t);

const daysAgo = (d: number) => new Date(Date.now() - d * 86_400_000);
const hide = (id: string, isHidden: boolean) =>
  send(t.app, 'PATCH', admin.cookie, `${ADMIN}/reviews/${id}`, { isHidden });
const reviewRow = async (id: string) => (await t.db.select().from(reviews).where(eq(reviews.id, id)))[0]!;

describe('GET /api/v1/admin/reviews', () => {
  it('lists every review newest first with both parties, hidden ones included or filtered', async () => {
    const cleaner = await createCleaner(t.db, { name: 'Rita Rocha' });
    const customer = await createCustomer(t.db, { name: 'Carlos Cruz' });
    const [older] = await t.db
      .insert(reviews)
      .values({
        customerId: customer.user.id,
        cleanerId: cleaner.user.id,
        rating: 4,
        comment: 'Good',
        createdAt: daysAgo(3),
      })
      .returning();
    const [newer] = await t.db
      .insert(reviews)
      .values({
        customerId: customer.user.id,
        cleanerId: cleaner.user.id,
        rating: 1,
        isHidden: true,
        createdAt: daysAgo(1),
      })
      .returning();

    const all = await getOk(t.app, admin.cookie, `${ADMIN}/reviews`);
    expect(all.items.slice(0, 2)).toEqual([
      {
        id: newer!.id,
        rating: 1,
        comment: null,
        createdAt: newer!.createdAt.toISOString(),
        isHidden: true,
        cleaner: { userId: cleaner.user.id, fullName: 'Rita Rocha' },
        customer: { userId: customer.user.id, fullName: 'Carlos Cruz' },
        bookingId: null,
      },
      {
        id: older!.id,
        rating: 4,
        comment: 'Good',
        createdAt: older!.createdAt.toISOString(),
        isHidden: false,
        cleaner: { userId: cleaner.user.id, fullName: 'Rita Rocha' },
        customer: { userId: customer.user.id, fullName: 'Carlos Cruz' },
        bookingId: null,
      },
    ]);
    const hidden = await getOk(t.app, admin.cookie, `${ADMIN}/reviews?${qs({ hidden: 'true' })}`);
    expect(hidden.items.every((r: Json) => r.isHidden)).toBe(true);
    expect(hidden.items.map((r: Json) => r.id)).toContain(newer!.id);
    const visible = await getOk(t.app, admin.cookie, `${ADMIN}/reviews?${qs({ hidden: 'false' })}`);
    expect(visible.items.some((r: Json) => r.isHidden)).toBe(false);
    expect(visible.items.map((r: Json) => r.id)).toContain(older!.id);
    expectProblem(await get(t.app, admin.cookie, `${ADMIN}/reviews?hidden=maybe`), 400);
  });

  it('pages 50 at a time, each review once', async () => {
    const cleaner = await createCleaner(t.db);
    await addReviews(
      t.db,
      cleaner.user.id,
      Array.from({ length: 60 }, (_, i) => ({ rating: 1 + (i % 5), at: daysAgo(30 + (i % 3)) })),
    );
    const total = (await t.db.select({ id: reviews.id }).from(reviews)).length;
    const { items, pages } = await allPages(t.app, admin.cookie, `${ADMIN}/reviews`, {});
    expect(pages.slice(0, -1).every((n) => n === 50)).toBe(true);
    expect(new Set(items.map((r) => r.id)).size).toBe(total);
    expect(items).toHaveLength(total);
  });
});

describe('PATCH /api/v1/admin/reviews/:id', () => {
  it("hiding a review takes it out of the provider's average, count and lists; showing it puts it back", async () => {
    const city = `Evora ${randomUUID().slice(0, 6)}`;
    const cleaner = await createCleaner(t.db, { name: 'Hidden Test', city });
    const [bad, good] = await addReviews(t.db, cleaner.user.id, [
      { rating: 1, at: daysAgo(1), comment: 'Awful' },
      { rating: 5, at: daysAgo(2) },
    ]);
    const profile = () => getOk(t.app, admin.cookie, `/api/v1/providers/${cleaner.user.id}`);
    const listed = async () =>
      (await getOk(t.app, admin.cookie, `/api/v1/providers?${qs({ city })}`)).items[0] as Json;
    const publicReviews = async () =>
      (await getOk(t.app, admin.cookie, `/api/v1/providers/${cleaner.user.id}/reviews`)).items.map(
        (r: Json) => r.id,
      );

    expect(await profile()).toMatchObject({ averageRating: 3, reviewCount: 2 });
    expect(await listed()).toMatchObject({ averageRating: 3, reviewCount: 2 });

    const res = await hide(bad!, true);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: bad, isHidden: true, rating: 1, comment: 'Awful' });
    expect(await reviewRow(bad!)).toMatchObject({
      isHidden: true,
      hiddenBy: admin.userId,
      hiddenAt: expect.any(Date),
    });

    const after = await profile();
    expect(after).toMatchObject({ averageRating: 5, reviewCount: 1 });
    expect(after.reviews.map((r: Json) => r.id)).toEqual([good]);
    expect(await listed()).toMatchObject({ averageRating: 5, reviewCount: 1 });
    expect(await publicReviews()).toEqual([good]);

    expect((await hide(bad!, false)).json()).toMatchObject({ id: bad, isHidden: false });
    expect(await reviewRow(bad!)).toMatchObject({ isHidden: false, hiddenBy: null, hiddenAt: null });
    expect(await profile()).toMatchObject({ averageRating: 3, reviewCount: 2 });
    expect(await publicReviews()).toEqual([bad, good]);
  });

  it('400 for a bad body, 404 "Review not found" for an unknown review', async () => {
    const cleaner = await createCleaner(t.db);
    const [id] = await addReviews(t.db, cleaner.user.id, [{ rating: 3 }]);
    for (const body of [{}, { isHidden: 'yes' }, { isHidden: true, rating: 5 }]) {
      expectProblem(await send(t.app, 'PATCH', admin.cookie, `${ADMIN}/reviews/${id}`, body), 400);
    }
    expect(await reviewRow(id!)).toMatchObject({ isHidden: false, rating: 3 });
    expectProblem(await hide(randomUUID(), true), 404, 'Review not found');
  });
});
