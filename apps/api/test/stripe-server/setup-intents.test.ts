import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { stripeClientFor } from './start-stripe-test-server.js';
import { eventTypesFor, useStripeTestServer } from './test-fixtures.js';

const harness = useStripeTestServer();

describe('SetupIntents through the official SDK', () => {
  it('saves a normal card for off-session use and attaches it to the customer', async () => {
    const customer = await harness.stripe.customers.create({
      email: 'ana@example.com',
      metadata: { userId: 'u1' },
    });
    const created = await harness.stripe.setupIntents.create({
      customer: customer.id,
      usage: 'off_session',
      allowed_payment_method_types: ['card'],
    });
    expect(created).toMatchObject({
      status: 'requires_payment_method',
      usage: 'off_session',
      customer: customer.id,
    });
    expect(created.payment_method_types).toEqual(['card']);
    expect(created.client_secret).toMatch(new RegExp(`^${created.id}_secret_`));

    const confirmed = await harness.stripe.setupIntents.confirm(created.id, {
      payment_method: 'pm_card_visa',
    });
    expect(confirmed.status).toBe('succeeded');
    const retrieved = await harness.stripe.setupIntents.retrieve(created.id, { expand: ['payment_method'] });
    const paymentMethod = retrieved.payment_method as Stripe.PaymentMethod;
    expect(paymentMethod.id).toMatch(/^pm_/);
    expect(paymentMethod.id).not.toBe('pm_card_visa');
    expect(paymentMethod.customer).toBe(customer.id);
    expect(paymentMethod.card).toMatchObject({ brand: 'visa', last4: '4242' });
    expect(paymentMethod.card?.exp_year).toBeGreaterThan(new Date().getUTCFullYear());
    expect(eventTypesFor(harness.server, created.id)).toEqual([
      'setup_intent.created',
      'setup_intent.succeeded',
    ]);
  });

  it('is confirmed by the browser with the publishable key and the client_secret only', async () => {
    const customer = await harness.stripe.customers.create({});
    const intent = await harness.stripe.setupIntents.create({
      customer: customer.id,
      automatic_payment_methods: { enabled: true },
    });
    const browser = stripeClientFor(harness.server, harness.server.publishableKey);

    await expect(
      browser.setupIntents.confirm(intent.id, {
        payment_method: 'pm_card_mastercard',
        client_secret: 'wrong',
      } as never),
    ).rejects.toMatchObject({ type: 'StripeInvalidRequestError', param: 'client_secret' });
    const confirmed = await browser.setupIntents.confirm(intent.id, {
      payment_method: 'pm_card_mastercard',
      client_secret: intent.client_secret,
    } as never);
    expect(confirmed.status).toBe('succeeded');
    await expect(browser.customers.create({})).rejects.toMatchObject({ type: 'StripeAuthenticationError' });
  });

  it('waits for 3-D Secure with the authentication card, then succeeds or fails as the customer does', async () => {
    const customer = await harness.stripe.customers.create({});
    const passed = await harness.stripe.setupIntents.create({ customer: customer.id, usage: 'off_session' });
    const waiting = await harness.stripe.setupIntents.confirm(passed.id, {
      payment_method: 'pm_card_authenticationRequired',
    });
    expect(waiting.status).toBe('requires_action');
    expect(waiting.next_action?.type).toBe('use_stripe_sdk');
    harness.server.completeAuthentication(passed.id);
    const succeeded = await harness.stripe.setupIntents.retrieve(passed.id);
    expect(succeeded.status).toBe('succeeded');
    expect((await harness.stripe.paymentMethods.retrieve(String(succeeded.payment_method))).customer).toBe(
      customer.id,
    );
    expect(eventTypesFor(harness.server, passed.id)).toEqual([
      'setup_intent.created',
      'setup_intent.requires_action',
      'setup_intent.succeeded',
    ]);

    const failed = await harness.stripe.setupIntents.create({ customer: customer.id, usage: 'off_session' });
    await harness.stripe.setupIntents.confirm(failed.id, {
      payment_method: 'pm_card_authenticationRequired',
    });
    harness.server.completeAuthentication(failed.id, 'fail');
    const afterFailure = await harness.stripe.setupIntents.retrieve(failed.id);
    expect(afterFailure.status).toBe('requires_payment_method');
    expect(afterFailure.last_setup_error?.code).toBe('setup_intent_authentication_failure');
    expect(eventTypesFor(harness.server, failed.id)).toContain('setup_intent.setup_failed');
    expect(() => harness.server.completeAuthentication(failed.id)).toThrow(/not requires_action/);
  });

  it('fails with a declining card: a 402 card error, setup_intent.setup_failed and last_setup_error', async () => {
    const customer = await harness.stripe.customers.create({});
    const intent = await harness.stripe.setupIntents.create({ customer: customer.id });
    const error = await harness.stripe.setupIntents
      .confirm(intent.id, { payment_method: 'pm_card_chargeDeclined' })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Stripe.errors.StripeCardError);
    expect(error).toMatchObject({ code: 'card_declined', decline_code: 'generic_decline', statusCode: 402 });
    const failed = await harness.stripe.setupIntents.retrieve(intent.id);
    expect(failed.status).toBe('requires_payment_method');
    expect(failed.last_setup_error).toMatchObject({ code: 'card_declined', decline_code: 'generic_decline' });
    expect(eventTypesFor(harness.server, intent.id)).toEqual([
      'setup_intent.created',
      'setup_intent.setup_failed',
    ]);
  });

  it('answers Stripe-shaped 404s for unknown objects and routes, and 401 without the secret key', async () => {
    await expect(harness.stripe.setupIntents.retrieve('seti_missing')).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      code: 'resource_missing',
      statusCode: 404,
    });
    await expect(harness.stripe.rawRequest('GET', '/v1/nothing_here')).rejects.toMatchObject({
      statusCode: 404,
    });
    const stranger = stripeClientFor({ url: harness.server.url, secretKey: 'sk_test_someone_else' });
    await expect(stranger.customers.create({})).rejects.toMatchObject({
      type: 'StripeAuthenticationError',
      statusCode: 401,
    });
  });
});
