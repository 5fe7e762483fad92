import { randomUUID } from 'node:crypto';
import {
  bookingCharges,
  bookings,
  disputes,
  localGatewayCharges,
  moneyAuditEvents,
  payouts,
  profiles,
} from '@limpa/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgCode } from '../../src/lib/app-error';
import {
  PaymentError,
  type PaymentGateway,
  type RefundInput,
  type TransferInput,
} from '../../src/lib/payment-gateway';
import { retryPendingRefunds } from '../../src/modules/booking-payments/refund-booking-payment';
import { addCard, adminSignedIn, pendingBooking, startedInThePast } from '../helpers/booking-fixtures';
import { buildTestApp, type TestApp } from '../helpers/test-app';

// PAYMENTS=local: the admin money tools and payout transfers, with switches to make the processor refuse.
let t: TestApp;
let admin: { cookie: string };
const calls = { refunds: 0, transfers: 0 };
const fail = { nextRefundUnreachable: false, nextTransfer: false };

beforeAll(async () => {
  t = await buildTestApp({
    payments: (real) =>
      Object.assign(Object.create(real) as PaymentGateway, {
        refund: async (input: RefundInput) => {
          calls.refunds++;
          if (fail.nextRefundUnreachable) {
            fail.nextRefundUnreachable = false;
            throw new PaymentError('gateway_unavailable', 'unreachable');
          }
          return real.refund(input);
        },
        transfer: async (input: TransferInput) => {
          calls.transfers++;
          if (fail.nextTransfer) {
            fail.nextTransfer = false;
            return {
              status: 'failed' as const,
              reference: null,
              failureReason: 'Your balance is insufficient.',
            };
          }
          return real.transfer(input);
        },
      }),
  });
  admin = await adminSignedIn(t.app, t.db);
});
afterAll(() => t.close());

const post = (url: string, cookie: string, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, headers: { cookie }, payload });
const get = (url: string, cookie: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });

async function paidBooking(card = '4242424242424242') {
  const b = await pendingBooking(t.app, t.db, card);
  const res = await post(`/api/v1/bookings/${b.id}/confirm`, b.cleaner.cookie);
  return { ...b, booking: res.json().booking, payment: res.json().payment };
}
const refund = (id: string, amountCents: number, reason = 'Goodwill') =>
  post(`/api/v1/admin/bookings/${id}/refunds`, admin.cookie, { amountCents, reason });

describe('admin refunds (local)', () => {
  it('partial refunds up to what was paid; more is 422 before the processor is called; audited', async () => {
    const b = await paidBooking();
    const total = b.booking.totalAmountCents as number;
    const first = await refund(b.id, 500);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toEqual({
      refund: { id: expect.any(String), amountCents: 500, status: 'succeeded' },
    });
    const before = calls.refunds;
    const tooLarge = await refund(b.id, total - 499);
    expect(tooLarge.statusCode).toBe(422);
    expect(tooLarge.json().title).toBe('Refund Too Large');
    expect(calls.refunds).toBe(before);
    const rest = await refund(b.id, total - 500);
    expect(rest.statusCode).toBe(201);
    const detail = (await get(`/api/v1/admin/bookings/${b.id}`, admin.cookie)).json();
    expect(detail).toMatchObject({ paymentStatus: 'refunded', refundedCents: total });
    const audit = await t.db.select().from(moneyAuditEvents).where(eq(moneyAuditEvents.bookingId, b.id));
    expect(audit.map((a) => [a.action, a.amountCents])).toEqual([
      ['refund', 500],
      ['refund', total - 500],
    ]);
  });

  it('parallel refunds of one booking add up to at most what was paid', async () => {
    const b = await paidBooking();
    const third = Math.floor((b.booking.totalAmountCents as number) / 3);
    const results = await Promise.all(Array.from({ length: 6 }, () => refund(b.id, third)));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(3);
    expect(results.filter((r) => r.statusCode === 422)).toHaveLength(3);
    const ledger = await t.db
      .select()
      .from(localGatewayCharges)
      .where(eq(localGatewayCharges.kind, 'refund'));
    const rows = await t.db.select().from(bookingCharges).where(eq(bookingCharges.bookingId, b.id));
    const refunded = rows.filter((r) => r.kind === 'refund').map((r) => r.reference);
    expect(ledger.filter((l) => refunded.includes(l.reference))).toHaveLength(3);
  });

  it('the database refuses refund rows above what was paid, whatever the code does', async () => {
    const b = await paidBooking();
    const err = await t.db
      .insert(bookingCharges)
      .values({
        bookingId: b.id,
        kind: 'refund',
        amountCents: (b.booking.totalAmountCents as number) + 1,
        currency: 'EUR',
        status: 'pending',
        idempotencyKey: `x:${randomUUID()}`,
      })
      .catch((e: unknown) => e);
    expect(pgCode(err)).toBe('23514');
  });

  it('validates the body, 404 for an unknown booking, 403 for non-admins; nothing paid is 422', async () => {
    const b = await pendingBooking(t.app, t.db);
    expect(
      (await post(`/api/v1/admin/bookings/${b.id}/refunds`, admin.cookie, { amountCents: 100 })).statusCode,
    ).toBe(400);
    expect((await refund(randomUUID(), 100)).statusCode).toBe(404);
    expect(
      (
        await post(`/api/v1/admin/bookings/${b.id}/refunds`, b.customer.cookie, {
          amountCents: 1,
          reason: 'x',
        })
      ).statusCode,
    ).toBe(403);
    expect((await refund(b.id, 100)).statusCode).toBe(422);
  });

  it('a refund the processor did not answer stays pending and the refund job finishes it', async () => {
    const b = await paidBooking();
    fail.nextRefundUnreachable = true;
    const res = await post(`/api/v1/bookings/${b.id}/cancel`, b.customer.cookie);
    expect(res.statusCode).toBe(200);
    const [pending] = (
      await t.db.select().from(bookingCharges).where(eq(bookingCharges.bookingId, b.id))
    ).filter((r) => r.kind === 'refund');
    expect(pending?.status).toBe('pending');
    await retryPendingRefunds(t.app.ctx, b.id);
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, b.id));
    expect(row!.paymentStatus).toBe('refunded');
    await retryPendingRefunds(t.app.ctx, b.id); // nothing left: no error
  });
});

describe('admin cancel and retry (local)', () => {
  it('cancel needs a reason and a refund choice; unknown is 404', async () => {
    const b = await paidBooking();
    expect(
      (await post(`/api/v1/admin/bookings/${b.id}/cancel`, admin.cookie, { refund: 'full' })).statusCode,
    ).toBe(400);
    expect(
      (
        await post(`/api/v1/admin/bookings/${randomUUID()}/cancel`, admin.cookie, {
          reason: 'x',
          refund: 'none',
        })
      ).statusCode,
    ).toBe(404);
    const ok = await post(`/api/v1/admin/bookings/${b.id}/cancel`, admin.cookie, {
      reason: 'Duplicate',
      refund: 'full',
    });
    expect(ok.json().booking).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
  });

  it('retry of a failed charge: still failed on the same card, paid once the customer changed it; then 409', async () => {
    const b = await paidBooking('4000000000000002');
    expect(b.payment.status).toBe('failed');
    const again = await post(`/api/v1/admin/bookings/${b.id}/payment/retry`, admin.cookie);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().payment.status).toBe('failed');
    const visa = await addCard(t.app, b.customer.cookie);
    await t.db.update(bookings).set({ paymentMethodId: visa }).where(eq(bookings.id, b.id));
    const paid = await post(`/api/v1/admin/bookings/${b.id}/payment/retry`, admin.cookie);
    expect(paid.json()).toMatchObject({ booking: { paymentStatus: 'paid' }, payment: { status: 'paid' } });
    const nothing = await post(`/api/v1/admin/bookings/${b.id}/payment/retry`, admin.cookie);
    expect(nothing.statusCode).toBe(409);
    const audit = await t.db.select().from(moneyAuditEvents).where(eq(moneyAuditEvents.bookingId, b.id));
    expect(audit.filter((a) => a.action === 'payment_retry')).toHaveLength(2);
  });
});

describe('payouts (local: ledger transfers)', () => {
  async function completed() {
    const b = await paidBooking();
    await startedInThePast(t.db, b.id);
    // The booked hours: no overtime waiting for the customer, so the earnings are payable at once.
    await post(`/api/v1/bookings/${b.id}/complete`, b.cleaner.cookie, { hoursWorked: 2.5 });
    return b;
  }

  it('a disputed booking is held; a refused transfer is recorded and retried; the cleaner sees payout status', async () => {
    const held = await completed();
    await t.db.insert(disputes).values({
      bookingId: held.id,
      gatewayDisputeId: `dp_${randomUUID()}`,
      amountCents: 100,
      currency: 'EUR',
      status: 'open',
    });
    const paid = await completed();
    fail.nextTransfer = true;
    const first = (await post('/api/v1/admin/payouts/run', admin.cookie)).json();
    expect(
      first.payouts.find((p: { cleanerId: string }) => p.cleanerId === held.cleaner.userId),
    ).toBeUndefined();
    const failed = first.payouts.find((p: { cleanerId: string }) => p.cleanerId === paid.cleaner.userId);
    expect(failed).toMatchObject({ status: 'failed', failureReason: 'Your balance is insufficient.' });
    await post('/api/v1/admin/payouts/run', admin.cookie);
    const [row] = await t.db.select().from(payouts).where(eq(payouts.id, failed.id));
    expect(row).toMatchObject({
      status: 'completed',
      transferReference: expect.stringMatching(/^tr_local_/),
    });
    const disputesList = (await get('/api/v1/admin/disputes', admin.cookie)).json();
    const [heldRow] = await t.db.select().from(bookings).where(eq(bookings.id, held.id));
    expect(disputesList.items.find((d: { bookingId: string }) => d.bookingId === held.id)).toMatchObject({
      status: 'open',
      heldEarningCents: heldRow!.finalCleanerEarningsCents,
    });
  });

  it('a cleaner without a connected payout account is skipped with the reason', async () => {
    const b = await completed();
    await t.db.update(profiles).set({ payoutConnected: false }).where(eq(profiles.userId, b.cleaner.userId));
    const run = (await post('/api/v1/admin/payouts/run', admin.cookie)).json();
    expect(run.skipped).toContainEqual({
      cleanerId: b.cleaner.userId,
      cleanerName: expect.any(String),
      reason: 'No payout account connected.',
    });
    expect((await get('/api/v1/me/payout', b.cleaner.cookie)).json()).toEqual({
      provider: 'local',
      connected: false,
      payoutsEnabled: false,
    });
    const connect = await post('/api/v1/me/payout/connect', b.cleaner.cookie);
    expect(connect.json()).toMatchObject({ connected: true, profile: { payoutConnected: true } });
    const next = (await post('/api/v1/admin/payouts/run', admin.cookie)).json();
    expect(next.payouts.find((p: { cleanerId: string }) => p.cleanerId === b.cleaner.userId)).toMatchObject({
      status: 'completed',
    });
  });
});
