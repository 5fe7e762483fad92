import { bookingCharges, bookings, createBooking, reviews } from '@limpa/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectProblem } from '../helpers/auth';
import {
  adminSignedIn,
  bookingBody,
  cleanerSignedIn,
  customerWithAddressAndCard,
  futureDate,
  mondayAhead,
  postBooking,
} from '../helpers/booking-fixtures';
import { useTestApp } from '../helpers/test-app';

const t = useTestApp();

const get = (url: string, cookie: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
const post = (url: string, cookie: string, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, headers: { cookie }, payload });

describe('reading bookings', () => {
  it("only the booking's customer, its cleaner and admins can read it", async () => {
    const cleaner = await cleanerSignedIn(t.app, t.db);
    const c = await customerWithAddressAndCard(t.app, t.db);
    const id = (await postBooking(t.app, c.cookie, bookingBody(c, cleaner.userId))).json().id;
    const url = `/api/v1/bookings/${id}`;
    expect((await get(url, c.cookie)).json()).toMatchObject({ id, customer: { userId: c.userId } });
    expect((await get(url, cleaner.cookie)).json().id).toBe(id);
    expect((await get(url, (await adminSignedIn(t.app, t.db)).cookie)).json().id).toBe(id);
    expectProblem(await get(url, (await customerWithAddressAndCard(t.app, t.db)).cookie), 404);
    expectProblem(await get(url, (await cleanerSignedIn(t.app, t.db)).cookie), 404);
    expectProblem(await t.app.inject({ method: 'GET', url }), 401);
  });

  it('lists upcoming bookings soonest first and past ones newest first, one page at a time', async () => {
    const cleaner = await cleanerSignedIn(t.app, t.db);
    const c = await customerWithAddressAndCard(t.app, t.db);
    // Tuesday, Thursday and Saturday of one week (the test cleaner works Monday–Saturday), created out of order.
    const [tue, thu, sat] = [1, 3, 5].map((offset) => mondayAhead(14, offset));
    for (const bookingDate of [sat, tue, thu]) {
      const res = await postBooking(
        t.app,
        c.cookie,
        bookingBody(c, cleaner.userId, { bookingDate, bookingTime: '09:00' }),
      );
      expect(res.statusCode, res.body).toBe(201);
    }
    await createBooking(t.db, {
      customerId: c.userId,
      cleanerId: cleaner.userId,
      bookingDate: futureDate(-5),
      bookingTime: '10:00',
      status: 'completed',
    });
    const page1 = (await get('/api/v1/bookings?when=upcoming&limit=2', c.cookie)).json();
    expect(page1.items.map((b: { bookingDate: string }) => b.bookingDate)).toEqual([tue, thu]);
    expect(page1.nextCursor).toBeTruthy();
    const page2 = (
      await get(`/api/v1/bookings?when=upcoming&limit=2&cursor=${page1.nextCursor}`, c.cookie)
    ).json();
    expect(page2.items.map((b: { bookingDate: string }) => b.bookingDate)).toEqual([sat]);
    expect(page2.nextCursor).toBeNull();
    const past = (await get('/api/v1/bookings?when=past', c.cookie)).json();
    expect(past.items).toHaveLength(1);
    expect(past.items[0].status).toBe('completed');
    // The cleaner sees the same bookings from their side; another customer sees none of them.
    expect((await get('/api/v1/bookings?as=cleaner', cleaner.cookie)).json().items).toHaveLength(4);
    expect(
      (await get('/api/v1/bookings', (await customerWithAddressAndCard(t.app, t.db)).cookie)).json().items,
    ).toHaveLength(0);
  });
});

describe('customer cancellation', () => {
  it('cancels a pending booking more than 24 h ahead, once', async () => {
    const cleaner = await cleanerSignedIn(t.app, t.db);
    const c = await customerWithAddressAndCard(t.app, t.db);
    const id = (await postBooking(t.app, c.cookie, bookingBody(c, cleaner.userId))).json().id;
    const res = await post(`/api/v1/bookings/${id}/cancel`, c.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().booking).toMatchObject({ status: 'cancelled', canCustomerCancel: false });
    expectProblem(await post(`/api/v1/bookings/${id}/cancel`, c.cookie), 409);
    // The freed time can be booked again.
    expect((await postBooking(t.app, c.cookie, bookingBody(c, cleaner.userId))).statusCode).toBe(201);
  });

  /** A booking of `status` whose start has been moved to `hours` from now. */
  async function startingIn(hours: number, status: 'pending' | 'confirmed') {
    const cleaner = await cleanerSignedIn(t.app, t.db);
    const c = await customerWithAddressAndCard(t.app, t.db);
    const soon = new Date(Date.now() + hours * 3_600_000);
    const booking = await createBooking(t.db, {
      customerId: c.userId,
      cleanerId: cleaner.userId,
      bookingDate: futureDate(30),
      bookingTime: '10:00',
      status,
      paymentStatus: status === 'confirmed' ? 'paid' : 'unpaid',
    });
    await t.db
      .update(bookings)
      .set({ startsAt: soon, endsAt: new Date(soon.getTime() + 9_000_000) })
      .where(eq(bookings.id, booking.id));
    return { c, booking };
  }

  it('a pending request inside 24 hours (even starting within the hour) is cancelled, free of charge', async () => {
    const { c, booking } = await startingIn(0.5, 'pending');
    expect((await get(`/api/v1/bookings/${booking.id}`, c.cookie)).json().canCustomerCancel).toBe(true);
    const res = await post(`/api/v1/bookings/${booking.id}/cancel`, c.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().booking).toMatchObject({ status: 'cancelled', paymentStatus: 'unpaid' });
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row).toMatchObject({ status: 'cancelled', cancelledBy: 'customer', paymentStatus: 'unpaid' });
    expect(await t.db.select().from(bookingCharges).where(eq(bookingCharges.bookingId, booking.id))).toEqual(
      [],
    );
  });

  it('a confirmed booking inside 24 hours is cancelled with the late fee (decision 069)', async () => {
    const { c, booking } = await startingIn(20, 'confirmed');
    expect((await get(`/api/v1/bookings/${booking.id}`, c.cookie)).json().canCustomerCancel).toBe(true);
    const res = await post(`/api/v1/bookings/${booking.id}/cancel`, c.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row!.status).toBe('cancelled');
    expect(row!.lateCancellationFeeCents).toBeGreaterThan(0);
  });

  it('another customer cannot cancel it (404) and the booking is unchanged', async () => {
    const cleaner = await cleanerSignedIn(t.app, t.db);
    const c = await customerWithAddressAndCard(t.app, t.db);
    const id = (await postBooking(t.app, c.cookie, bookingBody(c, cleaner.userId))).json().id;
    expectProblem(
      await post(`/api/v1/bookings/${id}/cancel`, (await customerWithAddressAndCard(t.app, t.db)).cookie),
      404,
    );
    expect((await get(`/api/v1/bookings/${id}`, c.cookie)).json().status).toBe('pending');
  });
});

describe('reviews', () => {
  it('only its customer reviews a completed booking, once', async () => {
    const cleaner = await cleanerSignedIn(t.app, t.db);
    const c = await customerWithAddressAndCard(t.app, t.db);
    const pending = (await postBooking(t.app, c.cookie, bookingBody(c, cleaner.userId))).json().id;
    expectProblem(await post(`/api/v1/bookings/${pending}/review`, c.cookie, { rating: 5 }), 422);

    const done = await createBooking(t.db, {
      customerId: c.userId,
      cleanerId: cleaner.userId,
      bookingDate: futureDate(-3),
      bookingTime: '10:00',
      status: 'completed',
    });
    const url = `/api/v1/bookings/${done.id}/review`;
    expectProblem(
      await post(url, (await customerWithAddressAndCard(t.app, t.db)).cookie, { rating: 5 }),
      404,
    );
    expectProblem(await post(url, cleaner.cookie, { rating: 5 }), 403);
    expectProblem(await post(url, c.cookie, { rating: 6 }), 400);
    expectProblem(await post(url, c.cookie, { rating: 0 }), 400);
    expectProblem(await post(url, c.cookie, { rating: 4, comment: 'x'.repeat(1001) }), 400);

    const results = await Promise.all([
      post(url, c.cookie, { rating: 4, comment: 'Lovely work' }),
      post(url, c.cookie, { rating: 5 }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await t.db.select().from(reviews).where(eq(reviews.bookingId, done.id))).toHaveLength(1);
    expect((await get(`/api/v1/bookings/${done.id}`, c.cookie)).json().hasReview).toBe(true);
  });
});
