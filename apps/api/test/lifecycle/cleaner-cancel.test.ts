import { bookingCharges, mailOutbox, profiles } from '@limpa/db';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectProblem } from '../helpers/auth';
import { adminSignedIn, pendingBooking, startedBooking } from '../helpers/booking-fixtures';
import { useTestApp } from '../helpers/test-app';
import { bookingRow, postAs } from './helpers';

const t = useTestApp();

async function confirmedBooking() {
  const b = await pendingBooking(t.app, t.db);
  expect((await postAs(t.app, `/api/v1/bookings/${b.id}/confirm`, b.cleaner.cookie)).statusCode).toBe(200);
  return b;
}
const cancel = (id: string, cookie: string, payload?: object) =>
  postAs(t.app, `/api/v1/bookings/${id}/cancel`, cookie, payload);

describe('its cleaner cancels a confirmed booking', () => {
  it('with a reason: cancelled, stored, refunded in full, the customer gets a link to a pre-filled wizard', async () => {
    const { id, cleaner, customer } = await confirmedBooking();
    const res = await cancel(id, cleaner.cookie, { reason: 'I am ill' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().booking).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'cleaner',
      cancellationReason: 'I am ill',
      paymentStatus: 'refunded',
      refundedCents: 5500,
    });
    const refunds = await t.db
      .select()
      .from(bookingCharges)
      .where(and(eq(bookingCharges.bookingId, id), eq(bookingCharges.kind, 'refund')));
    expect(refunds).toMatchObject([{ amountCents: 5500, status: 'succeeded' }]);
    const row = await bookingRow(t.db, id);
    const [mail] = await t.db
      .select()
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.to, customer.email),
          sql`${mailOutbox.subject} like ${'Your cleaner cancelled your cleaning on %'}`,
        ),
      );
    expect(mail?.text).toContain('Reason: I am ill');
    expect(mail?.text).toContain(
      `/customer/book?addressId=${row.addressId}&homeType=T2&date=${row.bookingDate}`,
    );
  });

  it('without a reason: 400 Reason Required and nothing changes; an empty reason is 400 too', async () => {
    const { id, cleaner } = await confirmedBooking();
    expect(expectProblem(await cancel(id, cleaner.cookie), 400, 'Reason Required').code).toBe(
      'reason_required',
    );
    expectProblem(await cancel(id, cleaner.cookie, { reason: '   ' }), 400);
    expect((await bookingRow(t.db, id)).status).toBe('confirmed');
  });

  it('a completed booking cannot be cancelled (409); the customer’s own cancel needs no reason', async () => {
    const done = await startedBooking(t.app, t.db);
    await postAs(t.app, `/api/v1/bookings/${done.id}/complete`, done.cleaner.cookie, { hoursWorked: 2.5 });
    expectProblem(await cancel(done.id, done.cleaner.cookie, { reason: 'Too late' }), 409);

    const { id, customer } = await confirmedBooking();
    const res = await cancel(id, customer.cookie);
    expect(res.json().booking).toMatchObject({ cancelledBy: 'customer', cancellationReason: null });
  });

  it('two parallel cancels: one 200, one 409, refunded once', async () => {
    const { id, cleaner } = await confirmedBooking();
    const results = await Promise.all([
      cancel(id, cleaner.cookie, { reason: 'Double' }),
      cancel(id, cleaner.cookie, { reason: 'Double' }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const refunds = await t.db
      .select()
      .from(bookingCharges)
      .where(and(eq(bookingCharges.bookingId, id), eq(bookingCharges.kind, 'refund')));
    expect(refunds).toHaveLength(1);
  });

  it('the admin sees each cleaner’s cancellation count in the users list and details', async () => {
    const { id, cleaner } = await confirmedBooking();
    await cancel(id, cleaner.cookie, { reason: 'Car broke down' });
    const admin = await adminSignedIn(t.app, t.db);
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/users?role=cleaner&q=${encodeURIComponent('Test Cleaner')}`,
      headers: { cookie: admin.cookie },
    });
    const item = list.json().items.find((u: { userId: string }) => u.userId === cleaner.userId);
    expect(item?.cancellationCount).toBe(1);
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.userId, cleaner.userId));
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/users/${profile!.id}`,
      headers: { cookie: admin.cookie },
    });
    expect(detail.json().cancellationCount).toBe(1);
  });
});
