import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { stripeClientFor } from './start-stripe-test-server.js';
import { customerWithSavedCard, eventTypesFor, useStripeTestServer } from './test-fixtures.js';

const harness = useStripeTestServer();

async function offSessionCharge(customer: string, paymentMethod: string, amount = 12_000) {
  return harness.stripe.paymentIntents.create({
    amount,
    currency: 'CAD',
    customer,
    payment_method: paymentMethod,
    off_session: true,
    confirm: true,
    metadata: { bookingId: 'b-1' },
  });
}

/** The customer pays on-session with the 3-D Secure card: the PaymentIntent waits in requires_action. */
async function onSessionPaymentWithAuthentication(returnUrl?: string) {
  const customer = await harness.stripe.customers.create({});
  return harness.stripe.paymentIntents.create({
    amount: 5000,
    currency: 'eur',
    customer: customer.id,
    payment_method: 'pm_card_authenticationRequired',
    confirm: true,
    ...(returnUrl ? { return_url: returnUrl } : {}),
  });
}

async function cardErrorOf(promise: Promise<unknown>): Promise<Stripe.errors.StripeCardError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(Stripe.errors.StripeCardError);
  return error as Stripe.errors.StripeCardError;
}

describe('PaymentIntents through the official SDK', () => {
  it('charges a saved card off-session: succeeded with its charge and events', async () => {
    const { customer, paymentMethod } = await customerWithSavedCard(harness.stripe);
    const intent = await offSessionCharge(customer, paymentMethod);
    expect(intent).toMatchObject({
      status: 'succeeded',
      amount: 12_000,
      amount_received: 12_000,
      currency: 'cad',
      customer,
      payment_method: paymentMethod,
      metadata: { bookingId: 'b-1' },
    });
    const charge = await harness.stripe.charges.retrieve(String(intent.latest_charge));
    expect(charge).toMatchObject({ status: 'succeeded', paid: true, amount: 12_000, amount_refunded: 0 });
    expect(charge.payment_intent).toBe(intent.id);
    expect(eventTypesFor(harness.server, intent.id)).toEqual([
      'payment_intent.created',
      'payment_intent.succeeded',
    ]);
    expect(eventTypesFor(harness.server, charge.id)).toEqual(['charge.succeeded']);
    const expanded = await harness.stripe.paymentIntents.retrieve(intent.id, { expand: ['latest_charge'] });
    expect((expanded.latest_charge as Stripe.Charge).id).toBe(charge.id);
  });

  it("refuses amounts that are not positive integers or outside Stripe's bounds", async () => {
    const { customer, paymentMethod } = await customerWithSavedCard(harness.stripe);
    for (const amount of [0, -5, 10.5]) {
      await expect(offSessionCharge(customer, paymentMethod, amount)).rejects.toMatchObject({
        type: 'StripeInvalidRequestError',
        param: 'amount',
      });
    }
    await expect(offSessionCharge(customer, paymentMethod, 49)).rejects.toMatchObject({
      code: 'amount_too_small',
    });
    await expect(offSessionCharge(customer, paymentMethod, 100_000_000)).rejects.toMatchObject({
      code: 'amount_too_large',
    });
    expect((await offSessionCharge(customer, paymentMethod, 50)).status).toBe('succeeded');
  });

  it('saves the paying card to the customer when asked (setup_future_usage), and only then', async () => {
    const customer = await harness.stripe.customers.create({});
    const pay = (setupFutureUsage?: 'off_session') =>
      harness.stripe.paymentIntents.create({
        amount: 2000,
        currency: 'cad',
        customer: customer.id,
        payment_method: 'pm_card_visa',
        confirm: true,
        ...(setupFutureUsage ? { setup_future_usage: setupFutureUsage } : {}),
      });
    const once = await pay();
    expect((await harness.stripe.paymentMethods.retrieve(String(once.payment_method))).customer).toBeNull();
    const saved = await pay('off_session');
    expect(saved.setup_future_usage).toBe('off_session');
    expect((await harness.stripe.paymentMethods.retrieve(String(saved.payment_method))).customer).toBe(
      customer.id,
    );
    const listed = await harness.stripe.customers.listPaymentMethods(customer.id);
    expect(listed.data.map((method) => method.id)).toEqual([saved.payment_method]);
  });

  it('declines: a 402 card error carrying the PaymentIntent back in requires_payment_method', async () => {
    const customer = await harness.stripe.customers.create({});
    const error = await cardErrorOf(offSessionCharge(customer.id, 'pm_card_chargeDeclinedInsufficientFunds'));
    expect(error).toMatchObject({
      code: 'card_declined',
      decline_code: 'insufficient_funds',
      statusCode: 402,
    });
    const intent = error.payment_intent as Stripe.PaymentIntent;
    expect(intent.status).toBe('requires_payment_method');
    expect(intent.last_payment_error).toMatchObject({
      code: 'card_declined',
      decline_code: 'insufficient_funds',
    });
    expect((await harness.stripe.paymentIntents.retrieve(intent.id)).status).toBe('requires_payment_method');
    expect(eventTypesFor(harness.server, intent.id)).toEqual([
      'payment_intent.created',
      'payment_intent.payment_failed',
    ]);

    // The customer retries with another card: the same PaymentIntent succeeds.
    const retried = await harness.stripe.paymentIntents.confirm(intent.id, {
      payment_method: 'pm_card_amex',
    });
    expect(retried.status).toBe('succeeded');
  });

  it('fails the 3-D Secure card off-session with authentication_required, then the customer confirms on-session', async () => {
    const { customer, paymentMethod } = await customerWithSavedCard(
      harness.stripe,
      'pm_card_authenticationRequired',
    );
    const error = await cardErrorOf(offSessionCharge(customer, paymentMethod));
    expect(error.code).toBe('authentication_required');
    const intent = error.payment_intent as Stripe.PaymentIntent;
    expect(intent.status).toBe('requires_payment_method');

    const browser = stripeClientFor(harness.server, harness.server.publishableKey);
    const waiting = await browser.paymentIntents.confirm(intent.id, {
      payment_method: paymentMethod,
      client_secret: intent.client_secret,
      return_url: 'https://limpa.test/bookings/b-1/pay',
    } as never);
    expect(waiting.status).toBe('requires_action');
    expect(waiting.next_action?.redirect_to_url?.url).toContain(
      `${harness.server.url}/_test/3ds/${intent.id}`,
    );
    harness.server.completeAuthentication(intent.id);
    const paid = await harness.stripe.paymentIntents.retrieve(intent.id);
    expect(paid.status).toBe('succeeded');
    expect(eventTypesFor(harness.server, intent.id)).toEqual([
      'payment_intent.created',
      'payment_intent.payment_failed',
      'payment_intent.requires_action',
      'payment_intent.succeeded',
    ]);
  });

  it('lets a browser open the 3-D Secure page, which authenticates and redirects to the return_url', async () => {
    const intent = await onSessionPaymentWithAuthentication('https://limpa.test/return');
    const page = intent.next_action?.redirect_to_url?.url ?? '';
    const opened = await fetch(page, { redirect: 'manual' });
    expect(opened.status).toBe(302);
    const location = new URL(opened.headers.get('location') ?? '');
    expect(location.origin + location.pathname).toBe('https://limpa.test/return');
    expect(location.searchParams.get('payment_intent')).toBe(intent.id);
    expect((await harness.stripe.paymentIntents.retrieve(intent.id)).status).toBe('succeeded');
  });

  it('fails a payment whose 3-D Secure the customer fails, and refuses to confirm a succeeded one', async () => {
    const intent = await onSessionPaymentWithAuthentication();
    expect(intent.status).toBe('requires_action');
    harness.server.completeAuthentication(intent.id, 'fail');
    const failed = await harness.stripe.paymentIntents.retrieve(intent.id);
    expect(failed.status).toBe('requires_payment_method');
    expect(failed.last_payment_error?.code).toBe('payment_intent_authentication_failure');

    const paid = await harness.stripe.paymentIntents.confirm(intent.id, { payment_method: 'pm_card_visa' });
    expect(paid.status).toBe('succeeded');
    await expect(
      harness.stripe.paymentIntents.confirm(intent.id, { payment_method: 'pm_card_visa' }),
    ).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      code: 'payment_intent_unexpected_state',
    });
  });

  it('refuses to charge a card the customer detached', async () => {
    const { customer, paymentMethod } = await customerWithSavedCard(harness.stripe);
    const detached = await harness.stripe.paymentMethods.detach(paymentMethod);
    expect(detached.customer).toBeNull();
    await expect(offSessionCharge(customer, paymentMethod)).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      code: 'payment_method_unexpected_state',
    });
    expect(eventTypesFor(harness.server, paymentMethod)).toEqual([
      'payment_method.attached',
      'payment_method.detached',
    ]);
  });
});
