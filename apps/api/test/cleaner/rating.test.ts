import { addCompletedBookingWithReview, createCustomer, reviews } from '@limpa/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectProblem } from '../helpers/auth';
import { cleanerSignedIn, customerWithAddressAndCard } from '../helpers/booking-fixtures';
import { useTestApp } from '../helpers/test-app';

const t = useTestApp();

describe('GET /api/v1/me/rating', () => {
  it("is the cleaner's live average of visible reviews, even before approval", async () => {
    const cleaner = await cleanerSignedIn(t.app, t.db, { approved: false });
    const get = () =>
      t.app.inject({ method: 'GET', url: '/api/v1/me/rating', headers: { cookie: cleaner.cookie } });
    expect((await get()).json()).toEqual({ averageRating: null, reviewCount: 0 });
    const customer = await createCustomer(t.db);
    await addCompletedBookingWithReview(t.db, {
      customerId: customer.user.id,
      cleaner,
      daysAgo: 3,
      rating: 5,
    });
    await addCompletedBookingWithReview(t.db, {
      customerId: customer.user.id,
      cleaner,
      daysAgo: 5,
      rating: 4,
    });
    const { review } = await addCompletedBookingWithReview(t.db, {
      customerId: customer.user.id,
      cleaner,
      daysAgo: 7,
      rating: 4,
    });
    expect((await get()).json()).toEqual({ averageRating: 4.3, reviewCount: 3 });
    await t.db.update(reviews).set({ isHidden: true }).where(eq(reviews.id, review.id));
    expect((await get()).json()).toEqual({ averageRating: 4.5, reviewCount: 2 });
  });

  it('is for cleaners only', async () => {
    const c = await customerWithAddressAndCard(t.app, t.db);
    expectProblem(
      await t.app.inject({ method: 'GET', url: '/api/v1/me/rating', headers: { cookie: c.cookie } }),
      403,
    );
  });
});
