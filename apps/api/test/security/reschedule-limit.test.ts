import { MAX_RESCHEDULES } from '@limpa/domain';
import { describe, expect, it } from 'vitest';
import { chooseLanguage, expectProblem } from '../helpers/auth';
import { futureDate, pendingBooking } from '../helpers/booking-fixtures';
import { useTestApp } from '../helpers/test-app';
import { bookingRow, mailsTo, postAs } from '../lifecycle/helpers';

// Finding 10 (issue 30): a pending booking could be moved without limit, each move mailing its cleaner.
// At most MAX_RESCHEDULES reschedules per booking (decision 020), counted by a compare-and-swap on the row.
const t = useTestApp();

// The fixtures book a Wednesday ≥ 10 days ahead at 10:00 (T2: 2.5 h); the cleaner works Mon–Sat 08:00–19:00.
const day = () => futureDate(10, 3);
const TIMES = ['11:00', '12:00', '13:00', '14:00', '15:00', '16:00'];
const reschedule = (id: string, cookie: string, bookingTime: string) =>
  postAs(t.app, `/api/v1/bookings/${id}/reschedule`, cookie, { bookingDate: day(), bookingTime });
const readBooking = async (id: string, cookie: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/v1/bookings/${id}`, headers: { cookie } })).json();

describe('reschedules per booking', () => {
  it(`a pending booking moves ${MAX_RESCHEDULES} times; the next move is 409 reschedule_limit and mails nobody`, async () => {
    const { id, customer, cleaner } = await pendingBooking(t.app, t.db);
    expect(MAX_RESCHEDULES).toBe(3);
    for (const [i, time] of TIMES.slice(0, MAX_RESCHEDULES).entries()) {
      const res = await reschedule(id, customer.cookie, time);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().booking.reschedulesLeft).toBe(MAX_RESCHEDULES - i - 1);
    }
    const moves = (await mailsTo(t.db, cleaner.user.email)).filter((s) => /moved to/.test(s)).length;
    expect(moves).toBe(MAX_RESCHEDULES);

    const fourth = await reschedule(id, customer.cookie, TIMES[MAX_RESCHEDULES]!);
    expect(expectProblem(fourth, 409).code).toBe('reschedule_limit');
    expect((await bookingRow(t.db, id)).bookingTime).toBe(TIMES[MAX_RESCHEDULES - 1]);
    expect((await mailsTo(t.db, cleaner.user.email)).filter((s) => /moved to/.test(s))).toHaveLength(moves);
    // The booking says so, so the web stops offering "Reschedule".
    expect(await readBooking(id, customer.cookie)).toMatchObject({
      reschedulesLeft: 0,
      canCustomerReschedule: false,
    });
  });

  it('the refusal is in the customer’s language', async () => {
    const { id, customer } = await pendingBooking(t.app, t.db);
    for (const time of TIMES.slice(0, MAX_RESCHEDULES)) await reschedule(id, customer.cookie, time);
    await chooseLanguage(t.app, customer.cookie, 'pt-PT');
    const refused = expectProblem(await reschedule(id, customer.cookie, '16:00'), 409);
    expect(refused.code).toBe('reschedule_limit');
    expect(refused.detail).toContain('3');
    expect(refused.detail).toMatch(/remarc/i);
  });

  it(`a parallel burst of moves on one booking: at most ${MAX_RESCHEDULES} succeed, the rest 409`, async () => {
    const { id, customer } = await pendingBooking(t.app, t.db);
    const results = await Promise.all(TIMES.map((time) => reschedule(id, customer.cookie, time)));
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 200, 200, 409, 409, 409]);
    for (const refused of results.filter((r) => r.statusCode === 409)) {
      expect(refused.json().code).toBe('reschedule_limit');
    }
    expect((await bookingRow(t.db, id)).rescheduleCount).toBe(MAX_RESCHEDULES);
  });

  it('a confirmed booking’s requests count too: moved twice, one declined request, then 409', async () => {
    const { id, customer, cleaner } = await pendingBooking(t.app, t.db);
    for (const time of TIMES.slice(0, MAX_RESCHEDULES - 1)) {
      expect((await reschedule(id, customer.cookie, time)).statusCode).toBe(200);
    }
    expect((await postAs(t.app, `/api/v1/bookings/${id}/confirm`, cleaner.cookie)).statusCode).toBe(200);
    const requested = await reschedule(id, customer.cookie, '15:00');
    expect(requested.json()).toMatchObject({ outcome: 'requested', booking: { reschedulesLeft: 0 } });
    expect(
      (await postAs(t.app, `/api/v1/bookings/${id}/reschedule/decline`, cleaner.cookie)).statusCode,
    ).toBe(200);
    expect(expectProblem(await reschedule(id, customer.cookie, '16:00'), 409).code).toBe('reschedule_limit');
    expect((await bookingRow(t.db, id)).rescheduleDate).toBeNull();
  });
});

describe('the per-person write limit', () => {
  it('reschedule attempts: 20 an hour, then 429 with Retry-After; another customer is not affected', async () => {
    const { customer } = await pendingBooking(t.app, t.db);
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (let i = 0; i < 20; i++) expectProblem(await reschedule(unknown, customer.cookie, '11:00'), 404);
    const limited = await reschedule(unknown, customer.cookie, '11:00');
    expectProblem(limited, 429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    const other = await pendingBooking(t.app, t.db);
    expectProblem(await reschedule(unknown, other.customer.cookie, '11:00'), 404);
  });
});
