import { bookingCharges, bookings } from '@limpa/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  decliningCardOnFile,
  deliverEvent,
  eventsAbout,
  inject,
  paymentIntentCreates,
  saveStripeCard,
  stripeBooking,
  stripeCustomer,
  useStripeApp,
} from './stripe-mode';

// PAYMENTS=stripe end to end: the app's official SDK against the in-repo Stripe test server.
const { h, t } = useStripeApp();

const charges = (bookingId: string) =>
  t.db.select().from(bookingCharges).where(eq(bookingCharges.bookingId, bookingId));
/**
 * What Stripe.js confirmCardPayment does: confirm on-session, then the customer passes 3-D Secure. The test server
 * has no PaymentIntent update, so the card the adapter puts back is passed here as the browser may pass it.
 */
async function confirmOnSession(intentId: string) {
  const intent = await h.stripe.paymentIntents.retrieve(intentId);
  const card = intent.payment_method ?? intent.last_payment_error?.payment_method ?? null;
  const onSession = await h.stripe.paymentIntents.confirm(intentId, {
    payment_method: typeof card === 'string' ? card : card!.id,
  });
  if (onSession.status === 'requires_action') h.server.completeAuthentication(intentId);
}

const confirm = (b: { id: string; cleaner: { cookie: string } }) =>
  inject(t, 'POST', `/api/v1/bookings/${b.id}/confirm`, b.cleaner.cookie);

describe('config and saving cards', () => {
  it('says stripe with the publishable key', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/payments/config' });
    expect(res.json()).toEqual({ provider: 'stripe', publishableKey: h.server.publishableKey });
  });

  it('saves a card through a SetupIntent: brand, last four and expiry from Stripe; one Stripe customer', async () => {
    const c = await stripeCustomer(t);
    const { cardId, setupIntentId } = await saveStripeCard(t, h, c.cookie);
    const cards = (await inject(t, 'GET', '/api/v1/me/payment-methods', c.cookie)).json();
    expect(cards).toEqual([
      expect.objectContaining({ id: cardId, brand: 'visa', lastFour: '4242', isDefault: true }),
    ]);
    // The same SetupIntent posted again saves nothing new.
    const again = await inject(t, 'POST', '/api/v1/me/payment-methods', c.cookie, { setupIntentId });
    expect(again.json().id).toBe(cardId);
    await saveStripeCard(t, h, c.cookie, 'pm_card_mastercard');
    const customers = h.server.requests().filter((r) => r.method === 'POST' && r.path === '/v1/customers');
    expect(customers.filter((r) => r.idempotencyKey === `customer:${c.userId}`)).toHaveLength(1);
  });

  it('refuses a SetupIntent not confirmed (422 Card Not Confirmed) and another customer’s (404)', async () => {
    const a = await stripeCustomer(t);
    const b = await stripeCustomer(t);
    const unconfirmed = (await inject(t, 'POST', '/api/v1/me/payment-methods/setup-intent', a.cookie)).json();
    const res = await inject(t, 'POST', '/api/v1/me/payment-methods', a.cookie, {
      setupIntentId: unconfirmed.setupIntentId,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'setup_not_succeeded', title: 'Card Not Confirmed' });

    const { setupIntentId } = await saveStripeCard(t, h, a.cookie);
    await inject(t, 'POST', '/api/v1/me/payment-methods/setup-intent', b.cookie); // b has a customer too
    const foreign = await inject(t, 'POST', '/api/v1/me/payment-methods', b.cookie, { setupIntentId });
    expect(foreign.statusCode).toBe(404);
    expect((await inject(t, 'GET', '/api/v1/me/payment-methods', b.cookie)).json()).toEqual([]);
    const unknown = await inject(t, 'POST', '/api/v1/me/payment-methods', b.cookie, {
      setupIntentId: 'seti_nope',
    });
    expect(unknown.statusCode).toBe(404);
    // Card details or a token from the browser are never taken in Stripe mode.
    const token = await inject(t, 'POST', '/api/v1/me/payment-methods', b.cookie, { token: 'pm_card_visa' });
    expect(token.statusCode).toBe(400);
  });

  it('removing a card detaches it at Stripe; a card a pending booking needs is 409 Card In Use', async () => {
    const c = await stripeCustomer(t);
    const first = await saveStripeCard(t, h, c.cookie);
    const second = await saveStripeCard(t, h, c.cookie, 'pm_card_mastercard');
    await stripeBooking(t, c, first.cardId);
    const inUse = await inject(t, 'DELETE', `/api/v1/me/payment-methods/${first.cardId}`, c.cookie);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().code).toBe('card_in_use');
    const [row] = await t.db.select().from(bookingCharges).limit(0);
    void row;
    const removed = await inject(t, 'DELETE', `/api/v1/me/payment-methods/${second.cardId}`, c.cookie);
    expect(removed.statusCode).toBe(204);
    const detaches = h.server.requests().filter((r) => r.method === 'POST' && r.path.endsWith('/detach'));
    expect(detaches.length).toBeGreaterThanOrEqual(1);
  });
});

describe('charging at confirmation', () => {
  it('charges once off-session with key booking:{id}:charge, even when confirmed three times at once', async () => {
    const c = await stripeCustomer(t);
    const { cardId } = await saveStripeCard(t, h, c.cookie);
    const b = await stripeBooking(t, c, cardId);
    const results = await Promise.all([confirm(b), confirm(b), confirm(b)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    const ok = results.find((r) => r.statusCode === 200)!.json();
    expect(ok.payment.status).toBe('paid');
    expect(ok.booking.paymentStatus).toBe('paid');
    const creates = paymentIntentCreates(h.server, `booking:${b.id}:charge`);
    expect(creates).toHaveLength(1);
    expect(creates[0]!.params).toMatchObject({
      amount: String(b.total),
      currency: 'eur',
      off_session: 'true',
      confirm: 'true',
      metadata: { bookingId: b.id },
    });
    const succeeded = (await charges(b.id)).filter((r) => r.status === 'succeeded');
    expect(succeeded).toHaveLength(1);
    // Stripe's webhook for it changes nothing, replayed or not.
    const event = eventsAbout(h.server, succeeded[0]!.reference!, 'payment_intent.succeeded')[0]!;
    expect(await deliverEvent(t, h.server, event)).toEqual({ received: true, replayed: false });
    expect(await deliverEvent(t, h.server, event)).toEqual({ received: true, replayed: true });
    expect((await charges(b.id)).filter((r) => r.status === 'succeeded')).toHaveLength(1);
  });

  it('a declined card leaves the booking failed; Pay now with another card pays it', async () => {
    const c = await stripeCustomer(t);
    const declining = await decliningCardOnFile(t.db, c.userId);
    const b = await stripeBooking(t, c, declining);
    const res = await confirm(b);
    expect(res.json().payment.status).toBe('failed');
    const payment = (await inject(t, 'GET', `/api/v1/bookings/${b.id}/payment`, c.cookie)).json();
    expect(payment).toMatchObject({
      status: 'failed',
      amountCents: b.total,
      provider: 'stripe',
      clientSecret: null,
    });
    expect(payment.failureMessage).toEqual(expect.any(String));

    const { cardId } = await saveStripeCard(t, h, c.cookie);
    const paid = await inject(t, 'POST', `/api/v1/bookings/${b.id}/payment/retry`, c.cookie, {
      paymentMethodId: cardId,
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().payment).toMatchObject({ status: 'paid', amountCents: 0 });
    expect(paymentIntentCreates(h.server, `booking:${b.id}:charge:attempt-2`)).toHaveLength(1);
  });

  it('a card needing authentication: requires_action with a client secret; authenticated on-session, the webhook pays it', async () => {
    const c = await stripeCustomer(t);
    const { cardId } = await saveStripeCard(t, h, c.cookie, 'pm_card_authenticationRequired');
    const b = await stripeBooking(t, c, cardId);
    const res = await confirm(b);
    expect(res.json()).toMatchObject({
      payment: { status: 'requires_action' },
      booking: { status: 'confirmed', paymentStatus: 'requires_action' },
    });
    const payment = (await inject(t, 'GET', `/api/v1/bookings/${b.id}/payment`, c.cookie)).json();
    expect(payment).toMatchObject({
      status: 'requires_action',
      clientSecret: expect.stringContaining('_secret_'),
    });

    // The customer confirms on-session (Stripe.js confirmCardPayment) and passes 3-D Secure.
    const [attempt] = await charges(b.id);
    const intentId = attempt!.reference!;
    await confirmOnSession(intentId);
    const succeeded = eventsAbout(h.server, intentId, 'payment_intent.succeeded');
    expect(succeeded).toHaveLength(1);
    await deliverEvent(t, h.server, succeeded[0]!);
    const after = (await inject(t, 'GET', `/api/v1/bookings/${b.id}/payment`, c.cookie)).json();
    expect(after).toMatchObject({ status: 'paid', amountCents: 0, clientSecret: null });
  });

  it('webhooks in any order: a late requires_action or failure after success changes nothing', async () => {
    const c = await stripeCustomer(t);
    const { cardId } = await saveStripeCard(t, h, c.cookie, 'pm_card_authenticationRequired');
    const b = await stripeBooking(t, c, cardId);
    await confirm(b);
    const [attempt] = await charges(b.id);
    const intentId = attempt!.reference!;
    await confirmOnSession(intentId);
    const all = eventsAbout(h.server, intentId).filter((e) => e.type.startsWith('payment_intent.'));
    // Newest first: succeeded, then the older requires_action / payment_failed arrive late.
    for (const event of [...all].reverse()) await deliverEvent(t, h.server, event);
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, b.id));
    expect(row!.paymentStatus).toBe('paid');
  });

  it('a bad signature is 400 and stores nothing; a body without signature too', async () => {
    const event = h.server.events().at(-1)!;
    const { payload, signature } = h.server.signedWebhook(event);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/stripe/webhook',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': signature.replace(/v1=[0-9a-f]/, 'v1=z'),
      },
      payload,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['content-type']).toContain('application/problem+json');
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/stripe/webhook',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(none.statusCode).toBe(400);
  });
});
