import { bookingCharges, moneyAuditEvents, payoutAccounts, payouts, profiles } from '@limpa/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startedInThePast } from '../helpers/booking-fixtures';
import {
  confirmedStripeBooking,
  connectStripePayouts,
  deliverEvent,
  deliverEventsAbout,
  enableStripePayouts,
  eventsAbout,
  inject,
  stripeCustomer,
  useStripeApp,
} from './stripe-mode';

// Stripe mode: refunds, disputes, Connect onboarding and payout transfers against the Stripe test server.
const { h, t, admin } = useStripeApp();

const refundRequests = () =>
  h.server.requests().filter((r) => r.method === 'POST' && r.path === '/v1/refunds');

/** A confirmed booking paid with a saved Visa. */
async function paidBooking() {
  const b = await confirmedStripeBooking(t, h);
  expect(b.confirmed.payment.status).toBe('paid');
  const [charge] = await t.db.select().from(bookingCharges).where(eq(bookingCharges.bookingId, b.id));
  return { ...b, intentId: charge!.reference! };
}

const refund = (bookingId: string, amountCents: number, reason = 'Goodwill') =>
  inject(t, 'POST', `/api/v1/admin/bookings/${bookingId}/refunds`, admin.cookie, { amountCents, reason });

describe('admin refunds in Stripe mode', () => {
  it('a partial refund goes to Stripe with its key; more than is left is 422 before any Stripe call', async () => {
    const b = await paidBooking();
    const first = await refund(b.id, 1000);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().refund).toMatchObject({ amountCents: 1000, status: 'succeeded' });
    expect(refundRequests().filter((r) => r.idempotencyKey === `booking:${b.id}:refund`)).toHaveLength(1);
    const before = refundRequests().length;
    const tooLarge = await refund(b.id, b.total - 1000 + 1);
    expect(tooLarge.statusCode).toBe(422);
    expect(tooLarge.json()).toMatchObject({ code: 'refund_too_large', title: 'Refund Too Large' });
    expect(refundRequests()).toHaveLength(before);
    const booking = (await inject(t, 'GET', `/api/v1/admin/bookings/${b.id}`, admin.cookie)).json();
    expect(booking).toMatchObject({ paymentStatus: 'paid', refundedCents: 1000 });
    const audit = await t.db.select().from(moneyAuditEvents).where(eq(moneyAuditEvents.bookingId, b.id));
    expect(audit).toEqual([
      expect.objectContaining({ action: 'refund', amountCents: 1000, reason: 'Goodwill' }),
    ]);
  });

  it('parallel refunds never give back more than was paid', async () => {
    const b = await paidBooking();
    const part = Math.floor(b.total / 2);
    const results = await Promise.all(Array.from({ length: 4 }, () => refund(b.id, part)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 201, 422, 422]);
    const refunded = await t.db.select().from(bookingCharges).where(eq(bookingCharges.bookingId, b.id));
    const sum = refunded
      .filter((r) => r.kind === 'refund' && r.status === 'succeeded')
      .reduce((s, r) => s + r.amountCents, 0);
    expect(sum).toBe(part * 2);
    expect(sum).toBeLessThanOrEqual(b.total);
  });

  it('a customer’s free cancellation refunds in full; the charge.refunded webhook changes nothing more', async () => {
    const b = await paidBooking();
    const res = await inject(t, 'POST', `/api/v1/bookings/${b.id}/cancel`, b.customer.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().booking).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'refunded',
      refundedCents: b.total,
    });
    await deliverEventsAbout(t, h.server, b.intentId);
    const refunded = h.server.events().filter((e) => e.type === 'charge.refunded');
    for (const event of refunded) await deliverEvent(t, h.server, event);
    const after = (await inject(t, 'GET', `/api/v1/bookings/${b.id}`, b.customer.cookie)).json();
    expect(after).toMatchObject({ paymentStatus: 'refunded', refundedCents: b.total });
  });

  it('an admin cancel with refund full gives everything back; with none keeps it; both audited', async () => {
    const full = await paidBooking();
    const res = await inject(t, 'POST', `/api/v1/admin/bookings/${full.id}/cancel`, admin.cookie, {
      reason: 'Cleaner ill',
      refund: 'full',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().booking).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    const none = await paidBooking();
    const kept = await inject(t, 'POST', `/api/v1/admin/bookings/${none.id}/cancel`, admin.cookie, {
      reason: 'No-show',
      refund: 'none',
    });
    expect(kept.json().booking).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'paid',
      refundedCents: 0,
    });
    const again = await inject(t, 'POST', `/api/v1/admin/bookings/${none.id}/cancel`, admin.cookie, {
      reason: 'Twice',
      refund: 'full',
    });
    expect(again.statusCode).toBe(409);
    const audit = await t.db.select().from(moneyAuditEvents).where(eq(moneyAuditEvents.bookingId, none.id));
    expect(audit).toEqual([expect.objectContaining({ action: 'cancel', reason: 'No-show' })]);
  });
});

describe('disputes', () => {
  it('a dispute webhook lists the booking for the admin with the earning held; closed won releases it', async () => {
    const b = await paidBooking();
    const dispute = h.server.openDispute(b.intentId);
    await deliverEventsAbout(t, h.server, dispute.id);
    const list = (await inject(t, 'GET', '/api/v1/admin/disputes', admin.cookie)).json();
    const item = list.items.find((d: { bookingId: string }) => d.bookingId === b.id);
    expect(item).toMatchObject({
      status: 'open',
      amountCents: b.total,
      currency: 'EUR',
      cleanerName: expect.any(String),
    });
    expect(item.heldEarningCents).toBeGreaterThan(0);
    h.server.closeDispute(dispute.id, 'won');
    const events = eventsAbout(h.server, dispute.id);
    // Out of order: closed first, then the old created: still won.
    for (const e of [...events].reverse()) await deliverEvent(t, h.server, e);
    const after = (await inject(t, 'GET', '/api/v1/admin/disputes', admin.cookie)).json();
    expect(after.items.find((d: { bookingId: string }) => d.bookingId === b.id)).toMatchObject({
      status: 'won',
      heldEarningCents: 0,
    });
    const customer = await stripeCustomer(t);
    expect((await inject(t, 'GET', '/api/v1/admin/disputes', customer.cookie)).statusCode).toBe(403);
  });
});

describe('Connect onboarding and payouts', () => {
  const saveStep3 = (cookie: string) =>
    t.app.inject({ method: 'PUT', url: '/api/v1/me/onboarding/steps/3', headers: { cookie }, payload: {} });

  it('connect gives an Express onboarding link back to step 3; until Stripe enables payouts step 3 is 409', async () => {
    const b = await paidBooking();
    const { url, accountId } = await connectStripePayouts(t, b.cleaner);
    expect(url).toEqual(expect.any(String));
    const link = h.server
      .requests()
      .find((r) => r.path === '/v1/account_links' && r.params.account === accountId);
    expect(link?.params).toMatchObject({
      return_url: 'http://127.0.0.1:3000/provider/onboarding?step=3&connect=return',
      refresh_url: 'http://127.0.0.1:3000/provider/onboarding?step=3&connect=refresh',
      type: 'account_onboarding',
    });
    // A second connect reuses the account.
    expect((await connectStripePayouts(t, b.cleaner)).accountId).toBe(accountId);
    await t.db
      .update(payoutAccounts)
      .set({ payoutsEnabled: false })
      .where(eq(payoutAccounts.userId, b.cleaner.userId));
    await t.db
      .update(profiles)
      .set({ payoutConnected: false, onboardingStep3Complete: false })
      .where(eq(profiles.userId, b.cleaner.userId));
    const early = await saveStep3(b.cleaner.cookie);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'payouts_not_enabled', title: 'Payout Account Not Ready' });
    expect((await inject(t, 'GET', '/api/v1/me/payout', b.cleaner.cookie)).json()).toEqual({
      provider: 'stripe',
      connected: true,
      payoutsEnabled: false,
    });

    await enableStripePayouts(t, h, b.cleaner);
    const [account] = await t.db
      .select()
      .from(payoutAccounts)
      .where(eq(payoutAccounts.userId, b.cleaner.userId));
    expect(account!.payoutsEnabled).toBe(true);
    const step3 = await saveStep3(b.cleaner.cookie);
    expect(step3.statusCode).toBe(200);
  });

  it('payout runs transfer once per cleaner (key payout:{id}), in parallel too; cleaners who cannot receive are skipped', async () => {
    const b = await paidBooking();
    await startedInThePast(t.db, b.id);
    const done = await inject(t, 'POST', `/api/v1/bookings/${b.id}/complete`, b.cleaner.cookie, {
      hoursWorked: Number(
        (await inject(t, 'GET', `/api/v1/bookings/${b.id}`, b.cleaner.cookie)).json().durationHours,
      ),
    });
    expect(done.json().booking.status).toBe('completed');
    const notConnected = await paidBooking();
    await startedInThePast(t.db, notConnected.id);
    await inject(t, 'POST', `/api/v1/bookings/${notConnected.id}/complete`, notConnected.cleaner.cookie, {
      hoursWorked: 2.5,
    });

    const { accountId } = await enableStripePayouts(t, h, b.cleaner);

    const runs = await Promise.all(
      Array.from({ length: 3 }, () => inject(t, 'POST', '/api/v1/admin/payouts/run', admin.cookie)),
    );
    for (const r of runs) expect(r.statusCode, r.body).toBe(200);
    const mine = await t.db.select().from(payouts).where(eq(payouts.cleanerId, b.cleaner.userId));
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ status: 'completed', transferReference: expect.stringMatching(/^tr_/) });
    const transfers = h.server
      .requests()
      .filter((r) => r.path === '/v1/transfers' && r.idempotencyKey === `payout:${mine[0]!.id}`);
    expect(transfers.length).toBeGreaterThanOrEqual(1);
    expect(
      h.server
        .events()
        .filter(
          (e) =>
            e.type === 'transfer.created' &&
            (e.data.object as { destination?: string }).destination === accountId,
        ),
    ).toHaveLength(1);
    const skipped = runs.flatMap((r) => r.json().skipped);
    expect(skipped).toContainEqual(
      expect.objectContaining({
        cleanerId: notConnected.cleaner.userId,
        reason: 'No payout account connected.',
      }),
    );
  });

  it('a refused transfer is recorded with its reason, shown to the admin and retried by the next run', async () => {
    const b = await paidBooking();
    await startedInThePast(t.db, b.id);
    await inject(t, 'POST', `/api/v1/bookings/${b.id}/complete`, b.cleaner.cookie, { hoursWorked: 2.5 });
    const { accountId } = await enableStripePayouts(t, h, b.cleaner);
    h.server.failNextTransfer(accountId);
    const first = (await inject(t, 'POST', '/api/v1/admin/payouts/run', admin.cookie)).json();
    const failed = first.payouts.find((p: { cleanerId: string }) => p.cleanerId === b.cleaner.userId);
    expect(failed).toMatchObject({ status: 'failed', failureReason: expect.any(String) });
    const listed = (await inject(t, 'GET', '/api/v1/admin/payouts', admin.cookie)).json();
    expect(listed.payouts.find((p: { id: string }) => p.id === failed.id)).toMatchObject({
      status: 'failed',
    });

    await inject(t, 'POST', '/api/v1/admin/payouts/run', admin.cookie);
    const [retried] = await t.db.select().from(payouts).where(eq(payouts.id, failed.id));
    expect(retried).toMatchObject({ status: 'completed', failureReason: null, attempts: 1 });
    expect(h.server.requests().some((r) => r.idempotencyKey === `payout:${failed.id}:retry-1`)).toBe(true);
  });
});
