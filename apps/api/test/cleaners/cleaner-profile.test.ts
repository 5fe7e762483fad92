import { createCleaner, createCustomer, profiles, reviews } from '@limpa/db';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectProblem, signUp } from '../helpers/auth';
import { adminSignedIn, cleanerSignedIn } from '../helpers/booking-fixtures';
import { useTestApp } from '../helpers/test-app';
import { addReviews, allPages, CLEANERS_URL, get, qs } from './helpers';

const t = useTestApp();
let viewer: string;
beforeAll(async () => {
  viewer = (await signUp(t.app, { role: 'customer' })).cookie;
});

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

describe('GET /api/v1/providers/:userId', () => {
  it('shows the profile, ordered availability, live rating and the 5 newest visible reviews', async () => {
    const cleaner = await createCleaner(t.db, {
      name: 'Sofia Pereira',
      city: 'Braga',
      hourlyRateCents: 2450,
      availability: [
        { weekday: 3, startTime: '13:00', endTime: '17:00' },
        { weekday: 1, startTime: '09:00', endTime: '12:00' },
        { weekday: 3, startTime: '08:00', endTime: '12:00' },
        { weekday: 0, startTime: '10:00', endTime: '14:30' },
      ],
    });
    const joao = await createCustomer(t.db, { name: 'João Almeida' });
    const named = await createCustomer(t.db, { name: 'M. Ribeiro', profile: { firstName: 'Marta' } });
    // ratings 5,4,3,5,4,2 visible (avg 3.833 → 3.8), one hidden 1-star newest of all
    const [oldest] = await addReviews(t.db, cleaner.user.id, [
      { rating: 5, at: daysAgo(30), comment: 'old' },
    ]);
    await addReviews(t.db, cleaner.user.id, [
      { rating: 4, at: daysAgo(20) },
      { rating: 3, at: daysAgo(10) },
      { rating: 5, at: daysAgo(5) },
    ]);
    const [byJoao] = await t.db
      .insert(reviews)
      .values({
        customerId: joao.user.id,
        cleanerId: cleaner.user.id,
        rating: 4,
        comment: 'Great',
        createdAt: daysAgo(2),
      })
      .returning();
    const [byMarta] = await t.db
      .insert(reviews)
      .values({ customerId: named.user.id, cleanerId: cleaner.user.id, rating: 2, createdAt: daysAgo(1) })
      .returning();
    await addReviews(t.db, cleaner.user.id, [{ rating: 1, at: new Date(), hidden: true }]);

    const res = await get(t.app, viewer, `${CLEANERS_URL}/${cleaner.user.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      userId: cleaner.user.id,
      fullName: 'Sofia Pereira',
      avatarUrl: null,
      city: 'Braga',
      country: 'PT',
      currency: 'EUR',
      hourlyRate: 24.5,
      servicesOffered: ['Regular House Cleaning', 'Deep Cleaning'],
      bio: cleaner.profile.bio,
      transportType: 'bus',
      averageRating: 3.8,
      reviewCount: 6,
      isFavorite: false,
      memberSince: cleaner.profile.createdAt.toISOString(),
    });
    expect(body.availability).toEqual([
      { weekday: 0, startTime: '10:00', endTime: '14:30' },
      { weekday: 1, startTime: '09:00', endTime: '12:00' },
      { weekday: 3, startTime: '08:00', endTime: '12:00' },
      { weekday: 3, startTime: '13:00', endTime: '17:00' },
    ]);
    expect(body.reviews).toHaveLength(5);
    expect(body.reviews.slice(0, 2)).toEqual([
      {
        id: byMarta!.id,
        rating: 2,
        comment: null,
        createdAt: byMarta!.createdAt.toISOString(),
        reviewerFirstName: 'Marta',
      },
      {
        id: byJoao!.id,
        rating: 4,
        comment: 'Great',
        createdAt: byJoao!.createdAt.toISOString(),
        reviewerFirstName: 'João',
      },
    ]);
    expect(body.reviews.map((r: { rating: number }) => r.rating)).toEqual([2, 4, 5, 3, 4]);
    expect(body.reviews.map((r: { id: string }) => r.id)).not.toContain(oldest);
    expect(body.reviews[4].reviewerFirstName).toBe('Rita');
  });

  it('answers the same to every signed-in role; signed out is 401', async () => {
    const cleaner = await createCleaner(t.db, { availability: [] });
    const url = `${CLEANERS_URL}/${cleaner.user.id}`;
    for (const cookie of [
      (await cleanerSignedIn(t.app, t.db)).cookie,
      (await adminSignedIn(t.app, t.db)).cookie,
    ]) {
      const res = await get(t.app, cookie, url);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        availability: [],
        reviews: [],
        averageRating: null,
        reviewCount: 0,
      });
    }
    expectProblem(await get(t.app, undefined, url), 401);
  });

  it('404 "Provider not found" for unknown users, customers, admins, unapproved or not onboarded cleaners', async () => {
    const unapproved = await createCleaner(t.db, { approved: false });
    const notOnboarded = await createCleaner(t.db, { onboarded: false });
    const customer = await createCustomer(t.db);
    const later = await createCleaner(t.db);
    await t.db.update(profiles).set({ onboardingComplete: false }).where(eq(profiles.userId, later.user.id));
    for (const id of [
      unapproved.user.id,
      notOnboarded.user.id,
      customer.user.id,
      later.user.id,
      '00000000-0000-4000-8000-000000000000',
      'not-a-uuid',
    ]) {
      for (const url of [`${CLEANERS_URL}/${id}`, `${CLEANERS_URL}/${id}/reviews`]) {
        const problem = expectProblem(await get(t.app, viewer, url), 404, 'Provider not found');
        expect(problem.detail).toBe('Provider not found');
      }
    }
    // and never listed
    const { items } = await allPages<{ userId: string }>(t.app, viewer, CLEANERS_URL, {
      sort: 'name',
      limit: 50,
    });
    const listed = items.map((i) => i.userId);
    for (const hidden of [unapproved, notOnboarded, customer, later])
      expect(listed).not.toContain(hidden.user.id);
  });

  it('refuses a user id longer than 64 characters', async () => {
    expectProblem(await get(t.app, viewer, `${CLEANERS_URL}/${'a'.repeat(65)}`), 400, 'Validation Error');
  });
});

describe('GET /api/v1/providers/:userId/reviews', () => {
  it('pages through visible reviews newest first, each exactly once', async () => {
    const cleaner = await createCleaner(t.db);
    const visible = await addReviews(
      t.db,
      cleaner.user.id,
      Array.from({ length: 12 }, (_, i) => ({ rating: (i % 5) + 1, at: daysAgo(i + 1), comment: `r${i}` })),
    );
    await addReviews(t.db, cleaner.user.id, [{ rating: 1, at: daysAgo(3.5), hidden: true }]);
    const url = `${CLEANERS_URL}/${cleaner.user.id}/reviews`;
    const { items, pages } = await allPages<{ id: string }>(t.app, viewer, url, { limit: 5 });
    expect(pages).toBe(3);
    expect(items.map((r) => r.id)).toEqual(visible);

    const first = (await get(t.app, viewer, url)).json();
    expect(first.items).toHaveLength(10);
    expect(first.nextCursor).toEqual(expect.any(String));
    expect(first.items[0]).toEqual({
      id: visible[0],
      rating: 1,
      comment: 'r0',
      createdAt: expect.any(String),
      reviewerFirstName: 'Rita',
    });
  });

  it('keeps (created_at, id) order exactly, including microsecond instants and ties', async () => {
    const cleaner = await createCleaner(t.db);
    const created = await addReviews(
      t.db,
      cleaner.user.id,
      [1, 2, 3, 4, 5].map((rating) => ({ rating })),
    );
    // microsecond-apart instants a JS Date cannot represent, plus a tie on the newest instant
    const instants = [
      '2025-03-01T10:00:00.000003Z',
      '2025-03-01T10:00:00.000003Z',
      '2025-03-01T10:00:00.000002Z',
      '2025-03-01T10:00:00.000001Z',
      '2025-03-01T10:00:00.000001Z',
    ];
    for (const [i, id] of created.entries()) {
      await t.db.execute(sql`update reviews set created_at = ${instants[i]}::timestamptz where id = ${id}`);
    }
    const expected = [
      ...[created[0]!, created[1]!].sort().reverse(),
      created[2]!,
      ...[created[3]!, created[4]!].sort().reverse(),
    ];
    for (const limit of [1, 2, 3]) {
      const { items } = await allPages<{ id: string }>(
        t.app,
        viewer,
        `${CLEANERS_URL}/${cleaner.user.id}/reviews`,
        {
          limit,
        },
      );
      expect(items.map((r) => r.id)).toEqual(expected);
    }
  });

  it('refuses a forged cursor and limits outside 1–50', async () => {
    const cleaner = await createCleaner(t.db);
    const url = `${CLEANERS_URL}/${cleaner.user.id}/reviews`;
    for (const query of [{ cursor: 'nope' }, { limit: 0 }, { limit: 51 }, { extra: 1 }]) {
      expectProblem(await get(t.app, viewer, `${url}?${qs(query)}`), 400, 'Validation Error');
    }
    expectProblem(await get(t.app, undefined, url), 401);
  });
});
