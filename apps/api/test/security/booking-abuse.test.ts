import { bookings } from '@limpa/db';
import { MAX_PENDING_BOOKINGS } from '@limpa/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectProblem } from '../helpers/auth';
import { mondayAhead } from '../helpers/booking-fixtures';
import { useBookingWorld } from '../helpers/booking-world';
import { multipartBody } from '../helpers/multipart';

// Finding 6: one customer could block every cleaner's calendar (no cap on open requests, no rate limit), and
// avatar uploads (each may decode a large image) were not limited either.
const { t, newCustomer, postBooking, book, cleanerAndCustomer } = useBookingWorld();

describe('open requests per customer', () => {
  it(`8 parallel requests of one customer: exactly ${MAX_PENDING_BOOKINGS} pending, the rest 409`, async () => {
    const { cleaner, c } = await cleanerAndCustomer();
    // Eight distinct working days (Monday–Saturday of one week, then Monday–Tuesday of the next).
    const days = [0, 1, 2, 3, 4, 5, 7, 8].map((offset) => mondayAhead(14, offset));
    const results = await Promise.all(days.map((bookingDate) => book(c, cleaner.userId, { bookingDate })));
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, 201, 201, 201, 201, 409, 409, 409]);
    for (const refused of results.filter((r) => r.statusCode === 409)) {
      expect(expectProblem(refused, 409, 'Too Many Pending Bookings').code).toBe('too_many_pending');
    }
    const pending = await t.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.customerId, c.userId), eq(bookings.status, 'pending')));
    expect(pending).toHaveLength(MAX_PENDING_BOOKINGS);

    // Cancelling one frees a place.
    const first = results.find((r) => r.statusCode === 201)!.json().id;
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/v1/bookings/${first}/cancel`,
      headers: { cookie: c.cookie },
    });
    expect(cancel.statusCode).toBe(200);
    const again = await book(c, cleaner.userId, { bookingDate: mondayAhead(28, 1) });
    expect(again.statusCode, again.body).toBe(201);
  });
});

describe('per-person rate limits', () => {
  it('booking creation: 20 attempts an hour, then 429 with Retry-After', async () => {
    const c = await newCustomer();
    for (let i = 0; i < 20; i++) {
      expectProblem(await postBooking(c.cookie, {}), 400);
    }
    const limited = await postBooking(c.cookie, {});
    expectProblem(limited, 429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another customer is not affected.
    const other = await newCustomer();
    expectProblem(await postBooking(other.cookie, {}), 400);
  });

  it('avatar uploads: 20 an hour, then 429', async () => {
    const c = await newCustomer();
    const upload = () => {
      const { payload, headers } = multipartBody('file', 'a.txt', 'text/plain', Buffer.from('not an image'));
      return t.app.inject({
        method: 'PUT',
        url: '/api/v1/me/avatar',
        headers: { ...headers, cookie: c.cookie },
        payload,
      });
    };
    for (let i = 0; i < 20; i++) expectProblem(await upload(), 415);
    expectProblem(await upload(), 429);
  });
});

describe('write limits per person', () => {
  it('address writes: 60 an hour, then 429 with Retry-After; another customer is not affected', async () => {
    const c = await newCustomer();
    const patch = (cookie: string) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/v1/me/addresses/${c.address.id}`,
        headers: { cookie },
        payload: {},
      });
    for (let i = 0; i < 60; i++) expect((await patch(c.cookie)).statusCode).not.toBe(429);
    const limited = await patch(c.cookie);
    expectProblem(limited, 429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    const other = await newCustomer();
    expect((await patch(other.cookie)).statusCode).not.toBe(429);
  });

  it('reviews: 20 attempts an hour, then 429', async () => {
    const c = await newCustomer();
    const review = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/bookings/00000000-0000-4000-8000-000000000000/review',
        headers: { cookie: c.cookie },
        payload: { rating: 5 },
      });
    for (let i = 0; i < 20; i++) expectProblem(await review(), 404);
    expectProblem(await review(), 429);
  });
});
