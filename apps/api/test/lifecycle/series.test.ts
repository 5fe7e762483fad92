import { bookingSeries, bookings, cleanerAvailability, seriesSkips } from '@limpa/db';
import { addDays, computeBookingPrice, MAX_PENDING_BOOKINGS } from '@limpa/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { chargeDueSeriesVisits } from '../../src/modules/booking-series/charge-due-visits';
import { topUpSeries } from '../../src/modules/booking-series/top-up-series';
import { expectProblem } from '../helpers/auth';
import { adminSignedIn, bookingBody } from '../helpers/booking-fixtures';
import { useBookingWorld } from '../helpers/booking-world';
import { bookSeries, chargesOf, expectedVisitDates, mailsTo, post, visitsOf } from './helpers';

const { t, signInCleaner, newCustomer, postBooking, book, cleanerAndCustomer } = useBookingWorld();
const DAY = 86_400_000;

const getSeries = (id: string, cookie: string) =>
  t.app.inject({ method: 'GET', url: `/api/v1/booking-series/${id}`, headers: { cookie } });

describe('booking a recurring series', () => {
  it('books every weekly visit of the next 8 weeks at the recurring price, each carrying the series', async () => {
    const { first, seriesId, cleaner } = await bookSeries(t.app, t.db);
    expect(first).toMatchObject({ isRecurring: true, seriesEveryWeeks: 1, status: 'pending' });
    const expected = expectedVisitDates(first.bookingDate, 1, first.timeZone);
    // Pending visits are open requests (decision 019): the request holds as many as the cap allows…
    const held = await visitsOf(t.db, seriesId);
    expect(held.map((v) => v.bookingDate)).toEqual(expected.slice(0, MAX_PENDING_BOOKINGS));
    expect(held.every((v) => v.status === 'pending')).toBe(true);
    // …and the cleaner's confirmation books the rest of the horizon.
    await post(t.app, `/api/v1/bookings/${first.id}/confirm`, cleaner.cookie);
    const visits = await visitsOf(t.db, seriesId);
    expect(visits.map((v) => v.bookingDate)).toEqual(expected);
    const recurring = computeBookingPrice({ homeType: 'T2', isRecurring: true, addOnPricesCents: [] });
    for (const v of visits) {
      expect(v).toMatchObject({
        status: 'confirmed',
        bookingTime: '10:00',
        isRecurring: true,
        totalAmountCents: recurring.totalAmountCents,
      });
    }
  });

  it('every 2 and every 4 weeks space the visits accordingly', async () => {
    for (const everyWeeks of [2, 4]) {
      const { first, seriesId } = await bookSeries(t.app, t.db, { recurrence: { everyWeeks } });
      const dates = (await visitsOf(t.db, seriesId)).map((v) => v.bookingDate);
      expect(dates).toEqual(expectedVisitDates(first.bookingDate, everyWeeks, first.timeZone));
      expect(dates[1]).toBe(addDays(first.bookingDate, everyWeeks * 7));
    }
  });

  it('refuses a frequency without Recurring Cleaning, and frequencies other than 1, 2, 4', async () => {
    const { cleaner, c } = await cleanerAndCustomer();
    const oneOff = bookingBody(c, cleaner.userId, { recurrence: { everyWeeks: 2 } });
    expect(expectProblem(await postBooking(c.cookie, oneOff), 400).code).toBe('invalid_recurrence');
    const weird = bookingBody(c, cleaner.userId, { isRecurring: true, recurrence: { everyWeeks: 3 } });
    expectProblem(await postBooking(c.cookie, weird), 400);
    expect(await t.db.select().from(bookingSeries).where(eq(bookingSeries.customerId, c.userId))).toEqual([]);
  });

  it('skips a visit that collides with the cleaner’s other work or time off, and tells both sides', async () => {
    const cleaner = await signInCleaner();
    const firstDate = bookingBody({ address: { id: '' }, card: { id: '' } }, '').bookingDate;
    // Another customer already holds the second week; the cleaner is off in the third.
    const other = await newCustomer();
    const taken = await book(other, cleaner.userId, { bookingDate: addDays(firstDate, 7) });
    expect(taken.statusCode).toBe(201);
    const off = addDays(firstDate, 14);
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/me/time-off',
      headers: { cookie: cleaner.cookie },
      payload: [{ startDate: off, endDate: off, reason: 'Dentist' }],
    });
    expect(put.statusCode).toBe(200);

    const { seriesId, customer } = await bookSeries(t.app, t.db, {}, cleaner);
    const dates = (await visitsOf(t.db, seriesId)).map((v) => v.bookingDate);
    expect(dates).not.toContain(addDays(firstDate, 7));
    expect(dates).not.toContain(off);
    const series = (await getSeries(seriesId, customer.cookie)).json();
    expect(series.skipped).toEqual([
      { date: addDays(firstDate, 7), reason: 'slot_taken' },
      { date: off, reason: 'time_off' },
    ]);
    expect(await mailsTo(t.db, customer.email)).toContain(
      'Visits of your recurring cleaning could not be booked',
    );
    expect(await mailsTo(t.db, cleaner.user.email)).toContain(
      'Visits of your recurring cleaning could not be booked',
    );
  });

  it('each pending visit of a series counts toward the 5-pending limit', async () => {
    const { cleaner, c } = await cleanerAndCustomer();
    const series = await book(c, cleaner.userId, { isRecurring: true, recurrence: { everyWeeks: 4 } });
    expect(series.statusCode).toBe(201);
    const first = series.json().bookingDate as string;
    const held = (await visitsOf(t.db, series.json().seriesId)).length;
    expect(held).toBeGreaterThan(1);
    // Thursday, Friday, Saturday and Monday after the first (Wednesday) visit: free, working days.
    for (const days of [1, 2, 3, 5].slice(0, MAX_PENDING_BOOKINGS - held)) {
      const res = await book(c, cleaner.userId, { bookingDate: addDays(first, days) });
      expect(res.statusCode).toBe(201);
    }
    const sixth = await book(c, cleaner.userId, { bookingDate: addDays(first, 6) });
    expect(expectProblem(sixth, 409).code).toBe('too_many_pending');
  });
});

describe('confirming and charging a series', () => {
  it('the cleaner’s confirmation of the first visit confirms the series; only the first visit is charged', async () => {
    const { first, seriesId, cleaner } = await bookSeries(t.app, t.db);
    const res = await post(t.app, `/api/v1/bookings/${first.id}/confirm`, cleaner.cookie);
    expect(res.json()).toMatchObject({ booking: { status: 'confirmed' }, payment: { status: 'paid' } });
    const [series] = await t.db.select().from(bookingSeries).where(eq(bookingSeries.id, seriesId));
    expect(series!.status).toBe('active');
    const visits = await visitsOf(t.db, seriesId);
    expect(visits.every((v) => v.status === 'confirmed')).toBe(true);
    for (const later of visits.slice(1)) {
      expect(later.paymentStatus).toBe('unpaid');
      expect(await chargesOf(t.db, later.id)).toEqual([]);
    }
  });

  it('a later visit is charged 24 h before it starts, once, with the booking:{id}:charge key', async () => {
    const { first, seriesId, cleaner } = await bookSeries(t.app, t.db);
    await post(t.app, `/api/v1/bookings/${first.id}/confirm`, cleaner.cookie);
    const second = (await visitsOf(t.db, seriesId))[1]!;
    const deps = t.app.ctx;
    // Other tests' series share this database: look at this visit only.
    const early = await chargeDueSeriesVisits(deps, new Date(second.startsAt.getTime() - 25 * 3_600_000));
    expect(early).not.toContain(second.id);
    const at = new Date(second.startsAt.getTime() - 23 * 3_600_000);
    expect(await chargeDueSeriesVisits(deps, at)).toContain(second.id);
    expect(await chargeDueSeriesVisits(deps, at)).not.toContain(second.id);
    expect(await chargesOf(t.db, second.id)).toMatchObject([
      { kind: 'charge', status: 'succeeded', idempotencyKey: `booking:${second.id}:charge` },
    ]);
  });

  it('pending visits of an unconfirmed series are never charged', async () => {
    const { seriesId } = await bookSeries(t.app, t.db);
    const second = (await visitsOf(t.db, seriesId))[1]!;
    const at = new Date(second.startsAt.getTime() - 23 * 3_600_000);
    expect(await chargeDueSeriesVisits(t.app.ctx, at)).not.toContain(second.id);
  });
});

describe('GET /booking-series/:id', () => {
  it('its customer, its cleaner and admins read it; anyone else and unknown ids get 404', async () => {
    const { seriesId, customer, cleaner, first } = await bookSeries(t.app, t.db);
    for (const cookie of [customer.cookie, cleaner.cookie, (await adminSignedIn(t.app, t.db)).cookie]) {
      const res = await getSeries(seriesId, cookie);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        id: seriesId,
        everyWeeks: 1,
        status: 'pending',
        cleanerId: cleaner.userId,
      });
      expect(res.json().bookings[0]).toMatchObject({ id: first.id, canCustomerCancel: true });
    }
    const stranger = await newCustomer();
    expectProblem(await getSeries(seriesId, stranger.cookie), 404);
    expectProblem(await getSeries(crypto.randomUUID(), customer.cookie), 404);
  });
});

describe('cancelling a series', () => {
  it('cancels the series and every visit at least 24 h ahead, refunding paid ones; both sides are told', async () => {
    const { first, seriesId, cleaner, customer } = await bookSeries(t.app, t.db);
    await post(t.app, `/api/v1/bookings/${first.id}/confirm`, cleaner.cookie);
    const res = await post(t.app, `/api/v1/booking-series/${seriesId}/cancel`, customer.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('cancelled');
    const visits = await visitsOf(t.db, seriesId);
    expect(visits.every((v) => v.status === 'cancelled' && v.cancelledBy === 'customer')).toBe(true);
    expect(visits[0]!.paymentStatus).toBe('refunded');
    expect(await mailsTo(t.db, cleaner.user.email)).toContain('A recurring cleaning was cancelled');
    expectProblem(await post(t.app, `/api/v1/booking-series/${seriesId}/cancel`, customer.cookie), 409);
  });

  it('keeps a visit less than 24 h away', async () => {
    const { first, seriesId, customer } = await bookSeries(t.app, t.db);
    const soon = new Date(Date.now() + 20 * 3_600_000);
    await t.db
      .update(bookings)
      .set({ startsAt: soon, endsAt: new Date(soon.getTime() + 3 * 3_600_000) })
      .where(eq(bookings.id, first.id));
    await post(t.app, `/api/v1/booking-series/${seriesId}/cancel`, customer.cookie);
    const [kept] = await t.db.select().from(bookings).where(eq(bookings.id, first.id));
    expect(kept!.status).toBe('pending');
  });

  it('another customer gets 404 and the cleaner 403; nothing changes', async () => {
    const { seriesId, cleaner } = await bookSeries(t.app, t.db);
    const other = await newCustomer();
    expectProblem(await post(t.app, `/api/v1/booking-series/${seriesId}/cancel`, other.cookie), 404);
    expectProblem(await post(t.app, `/api/v1/booking-series/${seriesId}/cancel`, cleaner.cookie), 403);
    const [series] = await t.db.select().from(bookingSeries).where(eq(bookingSeries.id, seriesId));
    expect(series!.status).toBe('pending');
  });

  it('skipping one visit is cancelling that booking; the series goes on', async () => {
    const { seriesId, customer } = await bookSeries(t.app, t.db);
    const second = (await visitsOf(t.db, seriesId))[1]!;
    const res = await post(t.app, `/api/v1/bookings/${second.id}/cancel`, customer.cookie);
    expect(res.json().booking.status).toBe('cancelled');
    const series = (await getSeries(seriesId, customer.cookie)).json();
    expect(series.status).toBe('pending');
    expect(series.bookings.find((b: { id: string }) => b.id === second.id).status).toBe('cancelled');
  });
});

describe('the daily top-up', () => {
  // A pending series holds only what its request booked: the top-up serves confirmed series.
  async function confirmedSeries() {
    const booked = await bookSeries(t.app, t.db);
    await post(t.app, `/api/v1/bookings/${booked.first.id}/confirm`, booked.cleaner.cookie);
    return booked;
  }

  it('adds nothing to a pending series (its visits are open requests)', async () => {
    const { seriesId } = await bookSeries(t.app, t.db);
    const before = (await visitsOf(t.db, seriesId)).length;
    const outcomes = await topUpSeries(t.app.ctx, new Date(Date.now() + 15 * DAY));
    expect(outcomes.find((o) => o.seriesId === seriesId)).toBeUndefined();
    expect(await visitsOf(t.db, seriesId)).toHaveLength(before);
  });

  it('adds the visits that entered the horizon, once, however often it runs', async () => {
    const { first, seriesId } = await confirmedSeries();
    const later = new Date(Date.now() + 15 * DAY);
    const before = (await visitsOf(t.db, seriesId)).length;
    await topUpSeries(t.app.ctx, later);
    await Promise.all([topUpSeries(t.app.ctx, later), topUpSeries(t.app.ctx, later)]);
    const dates = (await visitsOf(t.db, seriesId)).map((v) => v.bookingDate);
    expect(dates).toEqual(expectedVisitDates(first.bookingDate, 1, first.timeZone, later));
    expect(dates.length).toBeGreaterThan(before);
  });

  it('skips days the cleaner no longer works', async () => {
    const { seriesId, cleaner } = await confirmedSeries();
    await t.db.delete(cleanerAvailability).where(eq(cleanerAvailability.userId, cleaner.userId));
    await t.db
      .insert(cleanerAvailability)
      .values({ userId: cleaner.userId, weekday: 4, startTime: '08:00', endTime: '19:00' });
    const outcomes = await topUpSeries(t.app.ctx, new Date(Date.now() + 8 * DAY));
    const mine = outcomes.find((o) => o.seriesId === seriesId)!;
    expect(mine.bookedIds).toEqual([]);
    expect(mine.skipped.length).toBeGreaterThan(0);
    expect(mine.skipped.every((s) => s.reason === 'not_working')).toBe(true);
  });

  it('races a new booking for the same slot: exactly one holds it, the other is a skip or a 409, never a 500', async () => {
    const { first, seriesId, cleaner } = await confirmedSeries();
    const later = new Date(Date.now() + 8 * DAY);
    const [lastDate] = expectedVisitDates(first.bookingDate, 1, first.timeZone, later).slice(-1);
    const rival = await newCustomer();
    const [outcomes, res] = await Promise.all([
      topUpSeries(t.app.ctx, later),
      book(rival, cleaner.userId, { bookingDate: lastDate }),
    ]);
    expect([201, 409]).toContain(res.statusCode);
    const active = await t.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.cleanerId, cleaner.userId), eq(bookings.bookingDate, lastDate!)));
    expect(active.filter((b) => b.status === 'pending' || b.status === 'confirmed')).toHaveLength(1);
    const mine = outcomes.find((o) => o.seriesId === seriesId)!;
    const skips = await t.db.select().from(seriesSkips).where(eq(seriesSkips.seriesId, seriesId));
    if (res.statusCode === 201) expect(skips).toMatchObject([{ visitDate: lastDate, reason: 'slot_taken' }]);
    else expect(mine.bookedIds).toHaveLength(1);
  });
});
