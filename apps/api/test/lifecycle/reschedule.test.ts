import { describe, expect, it } from 'vitest';
import { expectProblem } from '../helpers/auth';
import { cleanerSignedIn, futureDate, pendingBooking } from '../helpers/booking-fixtures';
import { useTestApp } from '../helpers/test-app';
import { bookingRow, mailsTo, occupy, postAs } from './helpers';

const t = useTestApp();

// The fixtures book a Wednesday ≥ 10 days ahead at 10:00 (T2: 2.5 h); the cleaner works Mon–Sat 08:00–19:00.
const day = () => futureDate(10, 3);
const reschedule = (id: string, cookie: string, bookingDate: string, bookingTime: string) =>
  postAs(t.app, `/api/v1/bookings/${id}/reschedule`, cookie, { bookingDate, bookingTime });

async function confirmedBooking() {
  const b = await pendingBooking(t.app, t.db);
  expect((await postAs(t.app, `/api/v1/bookings/${b.id}/confirm`, b.cleaner.cookie)).statusCode).toBe(200);
  return b;
}

describe('reschedule a pending booking', () => {
  it('moves at once, price unchanged, and both sides are told', async () => {
    const { id, customer, cleaner } = await pendingBooking(t.app, t.db);
    const before = await bookingRow(t.db, id);
    const res = await reschedule(id, customer.cookie, day(), '14:00');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      outcome: 'moved',
      booking: { status: 'pending', bookingDate: day(), bookingTime: '14:00', rescheduleRequest: null },
    });
    const after = await bookingRow(t.db, id);
    expect(after.startsAt.getTime() - before.startsAt.getTime()).toBe(4 * 3_600_000);
    expect(after.totalAmountCents).toBe(before.totalAmountCents);
    expect(await mailsTo(t.db, customer.email)).toContainEqual(expect.stringMatching(/now is on/));
    expect(await mailsTo(t.db, cleaner.user.email)).toContainEqual(expect.stringMatching(/moved to/));
  });

  it('may overlap its own current time (an hour later)', async () => {
    const { id, customer } = await pendingBooking(t.app, t.db);
    const res = await reschedule(id, customer.cookie, day(), '11:00');
    expect(res.json().booking.bookingTime).toBe('11:00');
  });

  it('follows the creation slot rules: taken 409, outside working hours 409, past 400, bad time 400', async () => {
    const { id, customer, cleaner } = await pendingBooking(t.app, t.db);
    await occupy(t.db, cleaner.userId, day(), '14:00');
    expect(expectProblem(await reschedule(id, customer.cookie, day(), '14:00'), 409).code).toBe('slot_taken');
    expect(expectProblem(await reschedule(id, customer.cookie, day(), '17:00'), 409).code).toBe(
      'cleaner_not_working',
    );
    expect(expectProblem(await reschedule(id, customer.cookie, futureDate(-2), '10:00'), 400).code).toBe(
      'time_in_past',
    );
    expect(expectProblem(await reschedule(id, customer.cookie, day(), '10:30'), 400).code).toBe(
      'invalid_time',
    );
    expect((await bookingRow(t.db, id)).bookingTime).toBe('10:00');
  });

  it('someone else’s booking is 404; a cleaner may not call it (403)', async () => {
    const { id, cleaner } = await pendingBooking(t.app, t.db);
    const stranger = await pendingBooking(t.app, t.db);
    expectProblem(await reschedule(id, stranger.customer.cookie, day(), '14:00'), 404);
    expectProblem(await reschedule(id, cleaner.cookie, day(), '14:00'), 403);
  });

  it('two parallel reschedules: both answered without a 500, the booking at one of the two times', async () => {
    const { id, customer } = await pendingBooking(t.app, t.db);
    const results = await Promise.all([
      reschedule(id, customer.cookie, day(), '13:00'),
      reschedule(id, customer.cookie, day(), '15:00'),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(['13:00', '15:00']).toContain((await bookingRow(t.db, id)).bookingTime);
  });

  it('reschedule racing the confirm: moved then confirmed, or confirmed then asked — never both, never a 500', async () => {
    const { id, customer, cleaner } = await pendingBooking(t.app, t.db);
    const [moved, confirmed] = await Promise.all([
      reschedule(id, customer.cookie, day(), '14:00'),
      postAs(t.app, `/api/v1/bookings/${id}/confirm`, cleaner.cookie),
    ]);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const row = await bookingRow(t.db, id);
    expect(row.status).toBe('confirmed');
    if (moved.json().outcome === 'moved') {
      expect([row.bookingTime, row.rescheduleTime]).toEqual(['14:00', null]);
    } else {
      expect([row.bookingTime, row.rescheduleTime]).toEqual(['10:00', '14:00']);
    }
  });
});

describe('reschedule a confirmed booking', () => {
  it('becomes a request the cleaner accepts: the booking moves and both sides are told', async () => {
    const { id, customer, cleaner } = await confirmedBooking();
    const res = await reschedule(id, customer.cookie, day(), '14:00');
    expect(res.json()).toMatchObject({
      outcome: 'requested',
      booking: {
        status: 'confirmed',
        bookingTime: '10:00',
        canCustomerReschedule: false,
        rescheduleRequest: { bookingDate: day(), bookingTime: '14:00' },
      },
    });
    expect(await mailsTo(t.db, cleaner.user.email)).toContainEqual(expect.stringMatching(/asks to move/));
    expectProblem(await reschedule(id, customer.cookie, day(), '15:00'), 409, 'Booking not rescheduled');

    const accepted = await postAs(t.app, `/api/v1/bookings/${id}/reschedule/accept`, cleaner.cookie);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().booking).toMatchObject({
      status: 'confirmed',
      bookingTime: '14:00',
      rescheduleRequest: null,
      paymentStatus: 'paid',
    });
    expect(await mailsTo(t.db, customer.email)).toContainEqual(
      expect.stringMatching(/^Your cleaning moved to/),
    );
    expectProblem(await postAs(t.app, `/api/v1/bookings/${id}/reschedule/accept`, cleaner.cookie), 409);
  });

  it('the cleaner declines: the booking keeps its time', async () => {
    const { id, customer, cleaner } = await confirmedBooking();
    await reschedule(id, customer.cookie, day(), '14:00');
    const declined = await postAs(t.app, `/api/v1/bookings/${id}/reschedule/decline`, cleaner.cookie);
    expect(declined.json().booking).toMatchObject({ bookingTime: '10:00', rescheduleRequest: null });
    expect(await mailsTo(t.db, customer.email)).toContainEqual('Your reschedule request was declined');
    expect(
      expectProblem(await postAs(t.app, `/api/v1/bookings/${id}/reschedule/accept`, cleaner.cookie), 409)
        .code,
    ).toBe('no_reschedule_request');
  });

  it('accepting re-checks the time: taken meanwhile → 409 slot_taken, the request stays to be declined', async () => {
    const { id, customer, cleaner } = await confirmedBooking();
    await reschedule(id, customer.cookie, day(), '14:00');
    await occupy(t.db, cleaner.userId, day(), '15:00');
    const res = await postAs(t.app, `/api/v1/bookings/${id}/reschedule/accept`, cleaner.cookie);
    expect(expectProblem(res, 409).code).toBe('slot_taken');
    expect((await bookingRow(t.db, id)).rescheduleTime).toBe('14:00');
  });

  it('only its cleaner answers (another cleaner 404, the customer 403)', async () => {
    const { id, customer } = await confirmedBooking();
    await reschedule(id, customer.cookie, day(), '14:00');
    const other = await cleanerSignedIn(t.app, t.db);
    expectProblem(await postAs(t.app, `/api/v1/bookings/${id}/reschedule/accept`, other.cookie), 404);
    expectProblem(await postAs(t.app, `/api/v1/bookings/${id}/reschedule/decline`, customer.cookie), 403);
  });

  it('two parallel requests: one 200, one 409; accept racing decline: one of each', async () => {
    const { id, customer, cleaner } = await confirmedBooking();
    const requests = await Promise.all([
      reschedule(id, customer.cookie, day(), '13:00'),
      reschedule(id, customer.cookie, day(), '15:00'),
    ]);
    expect(requests.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const answers = await Promise.all([
      postAs(t.app, `/api/v1/bookings/${id}/reschedule/accept`, cleaner.cookie),
      postAs(t.app, `/api/v1/bookings/${id}/reschedule/decline`, cleaner.cookie),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await bookingRow(t.db, id)).rescheduleDate).toBeNull();
  });

  it('a completed or cancelled booking cannot be rescheduled (409)', async () => {
    const { id, customer } = await pendingBooking(t.app, t.db);
    const cancelled = await postAs(t.app, `/api/v1/bookings/${id}/cancel`, customer.cookie);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(expectProblem(await reschedule(id, customer.cookie, day(), '14:00'), 409).code).toBe(
      'invalid_transition',
    );
  });
});
