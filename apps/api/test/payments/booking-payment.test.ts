import { bookingCharges } from '@limpa/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addCard, pendingBooking } from '../helpers/booking-fixtures';
import { useTestApp } from '../helpers/test-app';

// PAYMENTS=local: the same journeys as Stripe mode, with the local processor's test cards.
const t = useTestApp();

const AUTH_CARD = '4000002760003184';
const DECLINED = '4000000000000002';

const post = (url: string, cookie: string, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, headers: { cookie }, payload });
const get = (url: string, cookie: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });

async function confirmed(card: string) {
  const b = await pendingBooking(t.app, t.db, card);
  const res = await post(`/api/v1/bookings/${b.id}/confirm`, b.cleaner.cookie);
  expect(res.statusCode, res.body).toBe(200);
  return { ...b, confirm: res.json() };
}

async function mailsTo(to: string): Promise<string[]> {
  const res = await t.app.inject({ method: 'GET', url: '/api/dev/outbox' });
  return (res.json() as { to: string; subject: string }[]).filter((m) => m.to === to).map((m) => m.subject);
}

const chargeRows = (bookingId: string) =>
  t.db.select().from(bookingCharges).where(eq(bookingCharges.bookingId, bookingId));

describe('payments config', () => {
  it('says local with no publishable key, to anyone', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/payments/config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ provider: 'local', publishableKey: null });
  });

  it('a SetupIntent is a Stripe feature: 409 not_stripe_mode in local mode', async () => {
    const b = await pendingBooking(t.app, t.db);
    const res = await post('/api/v1/me/payment-methods/setup-intent', b.customer.cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('not_stripe_mode');
    const bySetup = await post('/api/v1/me/payment-methods', b.customer.cookie, { setupIntentId: 'seti_x' });
    expect(bySetup.statusCode).toBe(409);
  });
});

describe('a card that needs authentication (4000 0027 6000 3184)', () => {
  it('confirming leaves the booking confirmed, requires_action, the customer mailed and given a client secret', async () => {
    const b = await confirmed(AUTH_CARD);
    expect(b.confirm.payment.status).toBe('requires_action');
    expect(b.confirm.booking).toMatchObject({ status: 'confirmed', paymentStatus: 'requires_action' });
    expect(await mailsTo(b.customer.email)).toContainEqual(
      expect.stringContaining('Please confirm the payment'),
    );

    const payment = await get(`/api/v1/bookings/${b.id}/payment`, b.customer.cookie);
    expect(payment.statusCode).toBe(200);
    expect(payment.json()).toMatchObject({
      status: 'requires_action',
      amountCents: b.confirm.booking.totalAmountCents,
      currency: 'EUR',
      clientSecret: expect.stringContaining('_secret_'),
      provider: 'local',
    });
    // Its cleaner, another customer: 404.
    expect((await get(`/api/v1/bookings/${b.id}/payment`, b.cleaner.cookie)).statusCode).toBe(403);
    const other = await pendingBooking(t.app, t.db);
    expect((await get(`/api/v1/bookings/${b.id}/payment`, other.customer.cookie)).statusCode).toBe(404);
  });

  it('the local bank page authorizes it once: paid, the secret gone; others get 404', async () => {
    const b = await confirmed(AUTH_CARD);
    const { clientSecret } = (await get(`/api/v1/bookings/${b.id}/payment`, b.customer.cookie)).json();
    const other = await pendingBooking(t.app, t.db);
    const foreign = await post('/api/v1/payments/local/authenticate', other.customer.cookie, {
      clientSecret,
      outcome: 'succeed',
    });
    expect(foreign.statusCode).toBe(404);

    const ok = await post('/api/v1/payments/local/authenticate', b.customer.cookie, {
      clientSecret,
      outcome: 'succeed',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ status: 'paid' });
    const again = await post('/api/v1/payments/local/authenticate', b.customer.cookie, {
      clientSecret,
      outcome: 'fail',
    });
    expect(again.statusCode).toBe(404);
    const payment = (await get(`/api/v1/bookings/${b.id}/payment`, b.customer.cookie)).json();
    expect(payment).toMatchObject({ status: 'paid', amountCents: 0, clientSecret: null });
    expect((await chargeRows(b.id)).filter((c) => c.status === 'succeeded')).toHaveLength(1);
  });

  it('a failed authentication is a failed payment; Pay now with another card pays it, once', async () => {
    const b = await confirmed(AUTH_CARD);
    const { clientSecret } = (await get(`/api/v1/bookings/${b.id}/payment`, b.customer.cookie)).json();
    const failed = await post('/api/v1/payments/local/authenticate', b.customer.cookie, {
      clientSecret,
      outcome: 'fail',
    });
    expect(failed.json()).toEqual({ status: 'failed' });
    const visa = await addCard(t.app, b.customer.cookie);
    const [a, c] = await Promise.all([
      post(`/api/v1/bookings/${b.id}/payment/retry`, b.customer.cookie, { paymentMethodId: visa }),
      post(`/api/v1/bookings/${b.id}/payment/retry`, b.customer.cookie, { paymentMethodId: visa }),
    ]);
    // However the two interleave, every 200 shows the booking paid (never a 200 still unpaid); the other may
    // instead find the first one's charge in flight or done, and say so with 409.
    const answers = [a, c];
    expect(answers.some((r) => r.statusCode === 200)).toBe(true);
    for (const r of answers) {
      if (r.statusCode === 409) expect(['payment_in_progress', 'nothing_owed']).toContain(r.json().code);
      else expect(r.statusCode, r.body).toBe(200);
    }
    const paid = answers.find((r) => r.statusCode === 200)!.json();
    for (const r of answers.filter((x) => x.statusCode === 200)) {
      expect(r.json().booking).toMatchObject({ paymentStatus: 'paid', paymentMethodId: visa });
    }
    expect(paid.payment).toMatchObject({ status: 'paid', amountCents: 0 });
    expect((await chargeRows(b.id)).filter((r) => r.status === 'succeeded')).toHaveLength(1);
  });

  it('Pay now with a new card gives up the charge waiting for authentication first', async () => {
    const b = await confirmed(AUTH_CARD);
    const visa = await addCard(t.app, b.customer.cookie);
    const res = await post(`/api/v1/bookings/${b.id}/payment/retry`, b.customer.cookie, {
      paymentMethodId: visa,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().payment.status).toBe('paid');
    const rows = await chargeRows(b.id);
    expect(rows.map((r) => [r.status, r.failureCode]).sort()).toEqual([
      ['failed', 'canceled'],
      ['succeeded', null],
    ]);
  });
});

describe('Pay now after a declined charge', () => {
  it('a declined card leaves the booking failed with the reason; another card pays; then nothing is owed', async () => {
    const b = await confirmed(DECLINED);
    expect(b.confirm.payment.status).toBe('failed');
    const payment = (await get(`/api/v1/bookings/${b.id}/payment`, b.customer.cookie)).json();
    expect(payment).toMatchObject({
      status: 'failed',
      clientSecret: null,
      failureMessage: 'Your card was declined.',
    });

    // Someone else's card, someone else's booking: 404.
    const other = await pendingBooking(t.app, t.db);
    const foreignCard = await post(`/api/v1/bookings/${b.id}/payment/retry`, b.customer.cookie, {
      paymentMethodId: other.cardId,
    });
    expect(foreignCard.statusCode).toBe(404);
    expect((await post(`/api/v1/bookings/${b.id}/payment/retry`, other.customer.cookie)).statusCode).toBe(
      404,
    );

    // The same declined card again: still failed.
    const same = await post(`/api/v1/bookings/${b.id}/payment/retry`, b.customer.cookie);
    expect(same.json().payment.status).toBe('failed');

    const visa = await addCard(t.app, b.customer.cookie);
    const paid = await post(`/api/v1/bookings/${b.id}/payment/retry`, b.customer.cookie, {
      paymentMethodId: visa,
    });
    expect(paid.json().payment).toMatchObject({ status: 'paid', amountCents: 0 });
    const nothing = await post(`/api/v1/bookings/${b.id}/payment/retry`, b.customer.cookie);
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json()).toMatchObject({ code: 'nothing_owed', title: 'Nothing To Pay' });
  });

  it('a pending booking owes nothing yet: 409 nothing_owed', async () => {
    const b = await pendingBooking(t.app, t.db);
    const res = await post(`/api/v1/bookings/${b.id}/payment/retry`, b.customer.cookie);
    expect(res.statusCode).toBe(409);
  });
});
