import { complaints, notifications, profiles } from '@limpa/db';
import { complaintDeadline } from '@limpa/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { makeComplaint } from '../../src/modules/complaints/make-complaint';
import { expectProblem } from '../helpers/auth';
import { adminSignedIn, pendingBooking, strangers } from '../helpers/booking-fixtures';
import { useTestApp } from '../helpers/test-app';
import { mailsTo } from '../lifecycle/helpers';
import { authOf, complain, completedAt, completedBooking, getAs, postAs } from './complaint-fixtures';

const t = useTestApp();

describe('a customer complains about a completed cleaning', () => {
  it('201; the cleaner is told in the app and by e-mail; the parties and admins read it, strangers get 404', async () => {
    const b = await completedBooking(t.app, t.db);
    const res = await complain(t.app, b.id, b.customer.cookie);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      bookingId: b.id,
      status: 'open',
      reason: 'The kitchen was not cleaned.',
    });
    const told = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, b.cleaner.userId), eq(notifications.type, 'complaint_received')));
    expect(told).toHaveLength(1);
    expect(await mailsTo(t.db, b.cleaner.user.email)).toContainEqual(
      expect.stringMatching(/is not satisfied/),
    );

    for (const cookie of [b.customer.cookie, b.cleaner.cookie, (await adminSignedIn(t.app, t.db)).cookie]) {
      const read = await getAs(t.app, `/api/v1/bookings/${b.id}/complaint`, cookie);
      expect(read.json().complaint).toMatchObject({ status: 'open', answer: null });
    }
    const stranger = await strangers(t.app, t.db);
    expectProblem(await getAs(t.app, `/api/v1/bookings/${b.id}/complaint`, stranger.customer.cookie), 404);
    expectProblem(await complain(t.app, b.id, stranger.customer.cookie), 404);
    expectProblem(await getAs(t.app, `/api/v1/bookings/${b.id}/complaint`, stranger.cleaner.cookie), 404);
  });

  it('says whether and until when the customer may complain', async () => {
    const b = await completedBooking(t.app, t.db);
    const before = (await getAs(t.app, `/api/v1/bookings/${b.id}/complaint`, b.customer.cookie)).json();
    expect(before).toMatchObject({ complaint: null, canComplain: true });
    const cleanerView = (await getAs(t.app, `/api/v1/bookings/${b.id}/complaint`, b.cleaner.cookie)).json();
    expect(cleanerView.canComplain).toBe(false);
    await complain(t.app, b.id, b.customer.cookie);
    const after = (await getAs(t.app, `/api/v1/bookings/${b.id}/complaint`, b.customer.cookie)).json();
    expect(after.canComplain).toBe(false);
  });

  it('one complaint per booking: a second is 409, two racing ones give one 201 and one 409', async () => {
    const b = await completedBooking(t.app, t.db);
    expect((await complain(t.app, b.id, b.customer.cookie)).statusCode).toBe(201);
    expect(expectProblem(await complain(t.app, b.id, b.customer.cookie), 409).code).toBe('complaint_exists');

    const c = await completedBooking(t.app, t.db);
    const raced = await Promise.all([
      complain(t.app, c.id, c.customer.cookie),
      complain(t.app, c.id, c.customer.cookie),
    ]);
    expect(raced.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await t.db.select().from(complaints).where(eq(complaints.bookingId, c.id))).toHaveLength(1);
  });

  it('a booking that is not completed: 422 complaint_not_completed; a reason is required and bounded: 400', async () => {
    const p = await pendingBooking(t.app, t.db);
    expect(expectProblem(await complain(t.app, p.id, p.customer.cookie), 422).code).toBe(
      'complaint_not_completed',
    );
    const b = await completedBooking(t.app, t.db);
    expectProblem(await complain(t.app, b.id, b.customer.cookie, '   '), 400);
    expectProblem(await complain(t.app, b.id, b.customer.cookie, 'x'.repeat(2001)), 400);
    expect(await t.db.select().from(complaints).where(eq(complaints.bookingId, b.id))).toHaveLength(0);
  });

  it('only customers complain (a cleaner 403)', async () => {
    const b = await completedBooking(t.app, t.db);
    expectProblem(await complain(t.app, b.id, b.cleaner.cookie), 403);
  });
});

describe('the 48 h window, on an injected clock', () => {
  const done = new Date('2031-05-06T15:00:00Z');

  it('accepts a complaint at the deadline itself', async () => {
    const b = await completedBooking(t.app, t.db);
    await completedAt(t.db, b.id, done);
    const customer = await authOf(t.db, b.customer.userId);
    const made = await makeComplaint(
      t.app.ctx,
      customer,
      b.id,
      { reason: 'Windows' },
      complaintDeadline(done),
    );
    expect(made.status).toBe('open');
  });

  it('refuses one a millisecond after it: 422 complaint_window_closed, nothing stored', async () => {
    const b = await completedBooking(t.app, t.db);
    await completedAt(t.db, b.id, done);
    const customer = await authOf(t.db, b.customer.userId);
    const late = new Date(complaintDeadline(done).getTime() + 1);
    await expect(makeComplaint(t.app.ctx, customer, b.id, { reason: 'Windows' }, late)).rejects.toMatchObject(
      {
        status: 422,
        code: 'complaint_window_closed',
      },
    );
    expect(await t.db.select().from(complaints).where(eq(complaints.bookingId, b.id))).toHaveLength(0);
  });

  it('over HTTP, past the window, the refusal is in the customer’s language', async () => {
    const b = await completedBooking(t.app, t.db);
    await completedAt(t.db, b.id, new Date(Date.now() - 49 * 3_600_000));
    await t.db.update(profiles).set({ locale: 'pt-PT' }).where(eq(profiles.userId, b.customer.userId));
    const res = await postAs(t.app, `/api/v1/bookings/${b.id}/complaint`, b.customer.cookie, {
      reason: 'Pó',
    });
    expect(expectProblem(res, 422).code).toBe('complaint_window_closed');
    expect(res.json().detail).toBe('Pode reclamar até 48 horas depois de a limpeza ser concluída.');
    const view = (await getAs(t.app, `/api/v1/bookings/${b.id}/complaint`, b.customer.cookie)).json();
    expect(view.canComplain).toBe(false);
  });
});
