import { bookings } from '@limpa/db';
import { MAX_RESCHEDULES } from '@limpa/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectProblem } from '../helpers/auth';
import { futureDate, pendingBooking } from '../helpers/booking-fixtures';
import { useTestApp } from '../helpers/test-app';
import { bookingRow, mailsTo, postAs } from './helpers';

const t = useTestApp();

// Inside 24 h of the start a confirmed booking's reschedule is a request its cleaner answers, never a move
// (decision 070). The start is put `hours` from now; the new time asked for is a day ≥ 10 days ahead.
const day = () => futureDate(10, 3);
const reschedule = (id: string, cookie: string, bookingTime: string) =>
  postAs(t.app, `/api/v1/bookings/${id}/reschedule`, cookie, { bookingDate: day(), bookingTime });

async function confirmedStartingIn(hours: number) {
  const b = await pendingBooking(t.app, t.db);
  expect((await postAs(t.app, `/api/v1/bookings/${b.id}/confirm`, b.cleaner.cookie)).statusCode).toBe(200);
  const startsAt = new Date(Date.now() + hours * 3_600_000);
  await t.db
    .update(bookings)
    .set({ startsAt, endsAt: new Date(startsAt.getTime() + 9_000_000) })
    .where(eq(bookings.id, b.id));
  return { ...b, startsAt };
}

describe('rescheduling a confirmed booking inside 24 h', () => {
  it('is offered, and asking is a request: the booking keeps its time until the cleaner answers', async () => {
    const { id, customer, cleaner, startsAt } = await confirmedStartingIn(20);
    const view = await t.app.inject({ url: `/api/v1/bookings/${id}`, headers: { cookie: customer.cookie } });
    expect(view.json().canCustomerReschedule).toBe(true);
    const res = await reschedule(id, customer.cookie, '14:00');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      outcome: 'requested',
      booking: { status: 'confirmed', rescheduleRequest: { bookingDate: day(), bookingTime: '14:00' } },
    });
    const row = await bookingRow(t.db, id);
    expect(row.startsAt).toEqual(startsAt);
    expect(row.rescheduleCount).toBe(1);
    expect(await mailsTo(t.db, cleaner.user.email)).toContainEqual(
      expect.stringMatching(/asks to move a cleaning/),
    );
  });

  it('the cleaner accepts: the booking moves to the requested time', async () => {
    const { id, customer, cleaner } = await confirmedStartingIn(3);
    await reschedule(id, customer.cookie, '14:00');
    const res = await postAs(t.app, `/api/v1/bookings/${id}/reschedule/accept`, cleaner.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const row = await bookingRow(t.db, id);
    expect([row.bookingDate, row.bookingTime, row.rescheduleDate]).toEqual([day(), '14:00', null]);
  });

  it('the cleaner declines: the booking keeps its time', async () => {
    const { id, customer, cleaner, startsAt } = await confirmedStartingIn(3);
    await reschedule(id, customer.cookie, '14:00');
    const res = await postAs(t.app, `/api/v1/bookings/${id}/reschedule/decline`, cleaner.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const row = await bookingRow(t.db, id);
    expect(row.startsAt).toEqual(startsAt);
    expect(row.rescheduleDate).toBeNull();
  });

  it('once the booking has started: 422 reschedule_window_closed with the support wording, nothing stored', async () => {
    const { id, customer } = await confirmedStartingIn(-0.5);
    const res = await reschedule(id, customer.cookie, '14:00');
    expect(expectProblem(res, 422).code).toBe('reschedule_window_closed');
    expect(res.json().detail).toMatch(/already started.*contact support/);
    expect((await bookingRow(t.db, id)).rescheduleDate).toBeNull();
  });

  it(`the limit of ${MAX_RESCHEDULES} still applies to late requests`, async () => {
    const { id, customer } = await confirmedStartingIn(5);
    await t.db.update(bookings).set({ rescheduleCount: MAX_RESCHEDULES }).where(eq(bookings.id, id));
    expect(expectProblem(await reschedule(id, customer.cookie, '14:00'), 409).code).toBe('reschedule_limit');
    expect((await bookingRow(t.db, id)).rescheduleDate).toBeNull();
  });
});
