// The rating statistics the cleaner search sorts on are kept on the profile by a trigger on reviews
// (migration 0008): hiding, deleting and concurrent reviews must all leave them equal to a fresh count.
import { createCustomer, profiles, reviews } from '@limpa/db';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../helpers/auth';
import { useTestApp } from '../helpers/test-app';
import { addReviews, cleanerIn, listItems, tag } from './helpers';

const t = useTestApp();
let viewer: string;
beforeAll(async () => {
  viewer = (await signUp(t.app, { role: 'customer' })).cookie;
});

const statsOf = async (userId: string) => {
  const [row] = await t.db
    .select({
      reviewCount: profiles.reviewCount,
      ratingTotal: profiles.ratingTotal,
      averageRating: profiles.averageRating,
    })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  return row;
};

describe('rating statistics on the profile', () => {
  it('follow reviews being hidden, shown again and deleted', async () => {
    const city = `Stat${tag()}`;
    const c = await cleanerIn(t.db, city, 'Sol Stats');
    const [five, , one] = await addReviews(t.db, c.user.id, [{ rating: 5 }, { rating: 4 }, { rating: 1 }]);
    expect(await statsOf(c.user.id)).toEqual({ reviewCount: 3, ratingTotal: 10, averageRating: '3.3' });

    await t.db
      .update(reviews)
      .set({ isHidden: true })
      .where(eq(reviews.id, one ?? ''));
    expect((await listItems(t.app, viewer, { city }))[0]).toMatchObject({
      averageRating: 4.5,
      reviewCount: 2,
    });

    await t.db
      .update(reviews)
      .set({ isHidden: false })
      .where(eq(reviews.id, one ?? ''));
    await t.db.delete(reviews).where(eq(reviews.id, five ?? ''));
    expect(await statsOf(c.user.id)).toEqual({ reviewCount: 2, ratingTotal: 5, averageRating: '2.5' });

    await t.db.delete(reviews).where(eq(reviews.cleanerId, c.user.id));
    expect(await statsOf(c.user.id)).toEqual({ reviewCount: 0, ratingTotal: 0, averageRating: null });
    expect((await listItems(t.app, viewer, { city }))[0]).toMatchObject({
      averageRating: null,
      reviewCount: 0,
    });
  });

  it('count every one of many reviews written at the same time', async () => {
    const c = await cleanerIn(t.db, `Race${tag()}`, 'Rui Race');
    const reviewers = await Promise.all(Array.from({ length: 8 }, () => createCustomer(t.db)));
    await Promise.all(
      reviewers.map((r, i) =>
        t.db.transaction(async (tx) => {
          await tx
            .insert(reviews)
            .values({ customerId: r.user.id, cleanerId: c.user.id, rating: 1 + (i % 5) });
        }),
      ),
    );
    expect(await statsOf(c.user.id)).toEqual({
      reviewCount: 8,
      ratingTotal: 1 + 2 + 3 + 4 + 5 + 1 + 2 + 3,
      averageRating: '2.6',
    });
  });
});
