import { bookingCharges, bookings } from '@limpa/db';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runLifecycleTick } from '../../src/jobs/lifecycle-jobs';
import type { AuthContext } from '../../src/lib/auth-context';
import { recordCancellation } from '../../src/modules/bookings/cancel-booking';
import { pendingBooking } from '../helpers/booking-fixtures';
import { buildTestApp, type TestApp } from '../helpers/test-app';
import { post } from '../lifecycle/helpers';

// A free cancellation of a paid booking claims its refund in the cancelling transaction: the money's way back is
// on record the moment the booking is cancelled, whatever happens to the process afterwards.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function paidBooking() {
  const b = await pendingBooking(t.app, t.db);
  const res = await post(t.app, `/api/v1/bookings/${b.id}/confirm`, b.cleaner.cookie);
  expect(res.json().booking.paymentStatus).toBe('paid');
  return b;
}

const refundsOf = (bookingId: string) =>
  t.db
    .select()
    .from(bookingCharges)
    .where(and(eq(bookingCharges.bookingId, bookingId), eq(bookingCharges.kind, 'refund')));

/** recordCancellation reads only who is asking. */
const customerAuth = (b: Awaited<ReturnType<typeof paidBooking>>) =>
  ({ userId: b.customer.userId }) as AuthContext;

describe('refunds of free cancellations', () => {
  it('are claimed with the cancellation: a process stopping before sending leaves a pending refund, which the sweep sends', async () => {
    const b = await paidBooking();
    // The cancellation's own transaction, as the route runs it, stopped before the refund is sent.
    const { refund } = await recordCancellation(t.db, customerAuth(b), b.id);
    expect(refund).toHaveLength(1);
    const [pending] = await refundsOf(b.id);
    expect(pending).toMatchObject({ status: 'pending', idempotencyKey: `booking:${b.id}:refund` });

    // Too fresh for the sweep: its own request or job may still be sending it.
    expect((await runLifecycleTick(t.app.ctx, new Date())).refundsRetried).toBe(0);
    expect((await refundsOf(b.id))[0]!.status).toBe('pending');

    await t.db
      .update(bookingCharges)
      .set({ createdAt: sql`now() - interval '11 minutes'` })
      .where(eq(bookingCharges.id, pending!.id));
    expect((await runLifecycleTick(t.app.ctx, new Date())).refundsRetried).toBeGreaterThanOrEqual(1);
    expect((await refundsOf(b.id)).map((r) => r.status)).toEqual(['succeeded']);
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, b.id));
    expect(row).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
  });

  it('two cancellations at once: one wins, one 409, and the money is refunded once', async () => {
    const b = await paidBooking();
    const results = await Promise.all([
      post(t.app, `/api/v1/bookings/${b.id}/cancel`, b.customer.cookie),
      post(t.app, `/api/v1/bookings/${b.id}/cancel`, b.customer.cookie),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const refunds = await refundsOf(b.id);
    expect(refunds.map((r) => r.status)).toEqual(['succeeded']);
  });

  it('a cancellation refused (the booking has started) claims no refund', async () => {
    const b = await paidBooking();
    await t.db
      .update(bookings)
      .set({ startsAt: sql`now() - interval '10 minutes'` })
      .where(eq(bookings.id, b.id));
    const res = await post(t.app, `/api/v1/bookings/${b.id}/cancel`, b.customer.cookie);
    expect(res.statusCode).toBe(422);
    expect(await refundsOf(b.id)).toEqual([]);
  });
});
