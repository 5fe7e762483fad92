import { addDays } from '@limpa/domain';
import { describe, expect, it } from 'vitest';
import { expectProblem } from '../helpers/auth';
import { bookingBody, futureDate } from '../helpers/booking-fixtures';
import { useBookingWorld } from '../helpers/booking-world';

const { t, signInCleaner, newCustomer, postBooking, cleanerAndCustomer } = useBookingWorld();

const putTimeOff = (cookie: string, payload: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/v1/me/time-off',
    headers: { cookie },
    payload: payload as object,
  });
const getTimeOff = (cookie: string) =>
  t.app.inject({ method: 'GET', url: '/api/v1/me/time-off', headers: { cookie } });
const setAccepting = (cookie: string, accepting: boolean) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/v1/me/accepting-jobs',
    headers: { cookie },
    payload: { accepting },
  });

async function slotsFor(cookie: string, addressId: string, date: string, cleanerId: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v1/slots?date=${date}&addressId=${addressId}&cleanerId=${cleanerId}`,
    headers: { cookie },
  });
  expect(res.statusCode).toBe(200);
  return res.json() as { time: string }[];
}

async function listed(cookie: string, cleanerId: string): Promise<boolean> {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/v1/providers?limit=50&sort=name',
    headers: { cookie },
  });
  expect(res.statusCode).toBe(200);
  return res.json().items.some((p: { userId: string }) => p.userId === cleanerId);
}

describe('PUT/GET /me/time-off', () => {
  it('replaces every range and returns them by start date', async () => {
    const { cookie } = await signInCleaner();
    expect((await getTimeOff(cookie)).json()).toEqual([]);
    const a = futureDate(20);
    const b = futureDate(5);
    const res = await putTimeOff(cookie, [
      { startDate: a, endDate: addDays(a, 2), reason: 'Holiday' },
      { startDate: b, endDate: b },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { startDate: b, endDate: b, reason: null },
      { startDate: a, endDate: addDays(a, 2), reason: 'Holiday' },
    ]);
    await putTimeOff(cookie, [{ startDate: a, endDate: a }]);
    expect((await getTimeOff(cookie)).json()).toEqual([{ startDate: a, endDate: a, reason: null }]);
    expect((await putTimeOff(cookie, [])).json()).toEqual([]);
  });

  it('refuses an end before the start, impossible dates and too many ranges, changing nothing', async () => {
    const { cookie } = await signInCleaner();
    const a = futureDate(20);
    await putTimeOff(cookie, [{ startDate: a, endDate: a }]);
    expectProblem(await putTimeOff(cookie, [{ startDate: a, endDate: addDays(a, -1) }]), 400);
    expectProblem(await putTimeOff(cookie, [{ startDate: '2026-02-30', endDate: '2026-03-01' }]), 400);
    const many = Array.from({ length: 51 }, () => ({ startDate: a, endDate: a }));
    expectProblem(await putTimeOff(cookie, many), 400);
    expect((await getTimeOff(cookie)).json()).toEqual([{ startDate: a, endDate: a, reason: null }]);
  });

  it('is for cleaners only', async () => {
    const c = await newCustomer();
    expectProblem(await getTimeOff(c.cookie), 403);
    expectProblem(await putTimeOff(c.cookie, []), 403);
    expectProblem(await setAccepting(c.cookie, false), 403);
  });
});

describe('a cleaner who is off', () => {
  it('offers no slots on a day off and a booking that day is refused with cleaner_not_working', async () => {
    const { cleaner, c } = await cleanerAndCustomer();
    const body = bookingBody(c, cleaner.userId);
    expect((await slotsFor(c.cookie, c.address.id, body.bookingDate, cleaner.userId)).length).toBeGreaterThan(
      0,
    );
    await putTimeOff(cleaner.cookie, [{ startDate: body.bookingDate, endDate: body.bookingDate }]);
    expect(await slotsFor(c.cookie, c.address.id, body.bookingDate, cleaner.userId)).toEqual([]);
    expect(expectProblem(await postBooking(c.cookie, body), 409).code).toBe('cleaner_not_working');
    // The next week is unaffected.
    const nextWeek = addDays(body.bookingDate, 7);
    expect((await slotsFor(c.cookie, c.address.id, nextWeek, cleaner.userId)).length).toBeGreaterThan(0);
  });

  it('is out of search while on time off today (in their time zone), and back afterwards', async () => {
    const { cleaner, c } = await cleanerAndCustomer();
    expect(await listed(c.cookie, cleaner.userId)).toBe(true);
    // Yesterday to tomorrow in UTC covers "today" in every time zone.
    await putTimeOff(cleaner.cookie, [{ startDate: futureDate(-1), endDate: futureDate(1) }]);
    expect(await listed(c.cookie, cleaner.userId)).toBe(false);
    await putTimeOff(cleaner.cookie, [{ startDate: futureDate(30), endDate: futureDate(31) }]);
    expect(await listed(c.cookie, cleaner.userId)).toBe(true);
  });

  it('not accepting jobs: stored on the profile, no slots, no listing, bookings refused; switching back restores all', async () => {
    const { cleaner, c } = await cleanerAndCustomer();
    const body = bookingBody(c, cleaner.userId);
    const off = await setAccepting(cleaner.cookie, false);
    expect(off.json()).toEqual({ accepting: false });
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/me', headers: { cookie: cleaner.cookie } });
    expect(me.json().profile.acceptingJobs).toBe(false);
    expect(await slotsFor(c.cookie, c.address.id, body.bookingDate, cleaner.userId)).toEqual([]);
    expect(await listed(c.cookie, cleaner.userId)).toBe(false);
    expect(expectProblem(await postBooking(c.cookie, body), 409).code).toBe('cleaner_not_working');

    await setAccepting(cleaner.cookie, true);
    expect(await listed(c.cookie, cleaner.userId)).toBe(true);
    expect((await postBooking(c.cookie, body)).statusCode).toBe(201);
  });

  it('refuses a body without a boolean', async () => {
    const cleaner = await signInCleaner();
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/me/accepting-jobs',
      headers: { cookie: cleaner.cookie },
      payload: { accepting: 'no' },
    });
    expectProblem(res, 400);
  });
});
