import { bookings } from '@limpa/db';
import { MAX_PENDING_BOOKINGS } from '@limpa/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectProblem } from '../helpers/auth';
import { bookingBody, mondayAhead } from '../helpers/booking-fixtures';
import { useBookingWorld } from '../helpers/booking-world';
import { postAs, visitsOf } from '../lifecycle/helpers';

// Finding 13 (issue 30): a recurring series counted as one open request but held up to 8 visits of a cleaner's
// calendar. Every pending visit now counts toward the open-request cap (decision 019).
const { t, signInCleaner, newCustomer, postBooking, book, cleanerAndCustomer } = useBookingWorld();

const pendingOf = async (customerId: string) =>
  t.db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.customerId, customerId), eq(bookings.status, 'pending')));

/** A weekly series request on the Wednesday of a week at least `days` ahead. */
const seriesBody = (c: Parameters<typeof bookingBody>[0], cleanerId: string, days = 14) =>
  bookingBody(c, cleanerId, { isRecurring: true, bookingDate: mondayAhead(days, 2) });

describe('a series’ pending visits count as open requests', () => {
  it(`a fresh customer’s weekly series holds ${MAX_PENDING_BOOKINGS} visits, and then nothing more can be requested`, async () => {
    const { cleaner, c } = await cleanerAndCustomer();
    const res = await postBooking(c.cookie, seriesBody(c, cleaner.userId));
    expect(res.statusCode, res.body).toBe(201);
    expect(await visitsOf(t.db, res.json().seriesId)).toHaveLength(MAX_PENDING_BOOKINGS);
    const single = await book(c, cleaner.userId, { bookingDate: mondayAhead(14, 3) });
    expect(expectProblem(single, 409).code).toBe('too_many_pending');
    expect(await pendingOf(c.userId)).toHaveLength(MAX_PENDING_BOOKINGS);
  });

  it('with 4 open single requests, a series holds one visit; its other visits wait for the cleaner’s yes', async () => {
    const { cleaner, c } = await cleanerAndCustomer();
    // Monday, Tuesday, Thursday and Friday of one week; the series starts on that week's Wednesday.
    for (const offset of [0, 1, 3, 4]) {
      const res = await book(c, cleaner.userId, { bookingDate: mondayAhead(14, offset) });
      expect(res.statusCode, res.body).toBe(201);
    }
    const res = await postBooking(c.cookie, seriesBody(c, cleaner.userId));
    expect(res.statusCode, res.body).toBe(201);
    const seriesId = res.json().seriesId as string;
    expect(await visitsOf(t.db, seriesId)).toHaveLength(1);
    expect(await pendingOf(c.userId)).toHaveLength(MAX_PENDING_BOOKINGS);
    // Full: even a series' first visit no longer fits.
    const another = await postBooking(c.cookie, seriesBody(c, cleaner.userId, 28));
    expect(expectProblem(another, 409).code).toBe('too_many_pending');

    // Confirmed visits are no longer requests: the cleaner's yes books the rest of the horizon, confirmed.
    const confirm = await postAs(t.app, `/api/v1/bookings/${res.json().id}/confirm`, cleaner.cookie);
    expect(confirm.statusCode, confirm.body).toBe(200);
    const visits = await visitsOf(t.db, seriesId);
    expect(visits.length).toBeGreaterThan(1);
    expect(visits.every((v) => v.status === 'confirmed')).toBe(true);
    expect(await pendingOf(c.userId)).toHaveLength(MAX_PENDING_BOOKINGS - 1);
  });

  it(`a parallel burst of series and single requests never holds more than ${MAX_PENDING_BOOKINGS} pending visits`, async () => {
    const c = await newCustomer();
    const cleaners = await Promise.all([0, 1, 2, 3].map(() => signInCleaner()));
    const requests = [
      seriesBody(c, cleaners[0]!.userId),
      seriesBody(c, cleaners[1]!.userId),
      bookingBody(c, cleaners[2]!.userId, { bookingDate: mondayAhead(14, 0) }),
      bookingBody(c, cleaners[2]!.userId, { bookingDate: mondayAhead(14, 1) }),
      bookingBody(c, cleaners[3]!.userId, { bookingDate: mondayAhead(14, 3) }),
    ];
    const results = await Promise.all(requests.map((body) => postBooking(c.cookie, body)));
    for (const r of results) expect([201, 409], r.body).toContain(r.statusCode);
    expect(results.some((r) => r.statusCode === 201)).toBe(true);
    for (const refused of results.filter((r) => r.statusCode === 409)) {
      expect(refused.json().code).toBe('too_many_pending');
    }
    expect(await pendingOf(c.userId)).toHaveLength(MAX_PENDING_BOOKINGS);
  });
});
