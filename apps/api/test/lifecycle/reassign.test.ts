import { createCleaner, moneyAuditEvents } from '@limpa/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectProblem } from '../helpers/auth';
import {
  adminSignedIn,
  cleanerSignedIn,
  futureDate,
  pendingBooking,
  startedBooking,
} from '../helpers/booking-fixtures';
import { useTestApp } from '../helpers/test-app';
import { bookingRow, mailsTo, occupy, postAs } from './helpers';

const t = useTestApp();

const reassign = (id: string, cookie: string, cleanerId: string) =>
  postAs(t.app, `/api/v1/admin/bookings/${id}/reassign`, cookie, { cleanerId });

describe('an admin reassigns a booking', () => {
  it('to another approved cleaner serving the address: same time, audited, all three told', async () => {
    const { id, cleaner, customer } = await pendingBooking(t.app, t.db);
    await postAs(t.app, `/api/v1/bookings/${id}/confirm`, cleaner.cookie);
    const next = await cleanerSignedIn(t.app, t.db);
    const admin = await adminSignedIn(t.app, t.db);
    const res = await reassign(id, admin.cookie, next.userId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().booking).toMatchObject({
      cleanerId: next.userId,
      status: 'confirmed',
      bookingTime: '10:00',
    });
    const audit = await t.db.select().from(moneyAuditEvents).where(eq(moneyAuditEvents.bookingId, id));
    expect(audit).toMatchObject([{ action: 'reassign', detail: { from: cleaner.userId, to: next.userId } }]);
    expect(await mailsTo(t.db, customer.email)).toContainEqual(expect.stringMatching(/^A new cleaner/));
    expect(await mailsTo(t.db, next.user.email)).toContainEqual(expect.stringMatching(/was given to you$/));
    expect(await mailsTo(t.db, cleaner.user.email)).toContainEqual(expect.stringMatching(/another cleaner$/));
    // The previous cleaner no longer sees it.
    expectProblem(await postAs(t.app, `/api/v1/bookings/${id}/reschedule/decline`, cleaner.cookie), 404);
  });

  it('a cleaner busy then: 409 slot_taken, the booking keeps its cleaner', async () => {
    const { id, cleaner } = await pendingBooking(t.app, t.db);
    const busy = await cleanerSignedIn(t.app, t.db);
    await occupy(t.db, busy.userId, futureDate(10, 3), '11:00');
    const admin = await adminSignedIn(t.app, t.db);
    expect(expectProblem(await reassign(id, admin.cookie, busy.userId), 409).code).toBe('slot_taken');
    expect((await bookingRow(t.db, id)).cleanerId).toBe(cleaner.userId);
  });

  it('refuses unapproved, unknown, other-country and same cleaners, and finished bookings', async () => {
    const { id, cleaner, customer } = await pendingBooking(t.app, t.db);
    const admin = await adminSignedIn(t.app, t.db);
    const unapproved = await createCleaner(t.db, { approved: false });
    const canadian = await createCleaner(t.db, { country: 'CA' });
    expectProblem(await reassign(id, admin.cookie, unapproved.user.id), 422);
    expectProblem(await reassign(id, admin.cookie, canadian.user.id), 422);
    expect(expectProblem(await reassign(id, admin.cookie, customer.userId), 422).code).toBe(
      'cleaner_not_available',
    );
    expect(expectProblem(await reassign(id, admin.cookie, cleaner.userId), 422).code).toBe('same_cleaner');
    expectProblem(await reassign('00000000-0000-4000-8000-000000000000', admin.cookie, cleaner.userId), 404);
    const done = await startedBooking(t.app, t.db);
    await postAs(t.app, `/api/v1/bookings/${done.id}/complete`, done.cleaner.cookie, { hoursWorked: 2.5 });
    const next = await cleanerSignedIn(t.app, t.db);
    expectProblem(await reassign(done.id, admin.cookie, next.userId), 409);
  });

  it('two parallel reassigns to two cleaners: both answered, the booking with one of them', async () => {
    const { id } = await pendingBooking(t.app, t.db);
    const [a, b] = [await cleanerSignedIn(t.app, t.db), await cleanerSignedIn(t.app, t.db)];
    const admin = await adminSignedIn(t.app, t.db);
    const results = await Promise.all([
      reassign(id, admin.cookie, a.userId),
      reassign(id, admin.cookie, b.userId),
    ]);
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    expect([a.userId, b.userId]).toContain((await bookingRow(t.db, id)).cleanerId);
  });
});
