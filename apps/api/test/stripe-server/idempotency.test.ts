import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { customerWithSavedCard, useStripeTestServer } from './test-fixtures.js';

const harness = useStripeTestServer();

function chargeParams(
  customer: string,
  paymentMethod: string,
  amount = 9000,
): Stripe.PaymentIntentCreateParams {
  return {
    amount,
    currency: 'cad',
    customer,
    payment_method: paymentMethod,
    off_session: true,
    confirm: true,
  };
}

function chargesWithKey(key: string) {
  return harness.server
    .requests()
    .filter((request) => request.path === '/v1/payment_intents' && request.idempotencyKey === key);
}

describe('Idempotency-Key', () => {
  it('replays the first answer for the same key and parameters without charging again', async () => {
    const { customer, paymentMethod } = await customerWithSavedCard(harness.stripe);
    const first = await harness.stripe.paymentIntents.create(chargeParams(customer, paymentMethod), {
      idempotencyKey: 'booking-1-charge',
    });
    const again = await harness.stripe.paymentIntents.create(chargeParams(customer, paymentMethod), {
      idempotencyKey: 'booking-1-charge',
    });
    expect(again).toEqual(first);
    expect(again.lastResponse.headers['idempotent-replayed']).toBe('true');
    expect(harness.server.events().filter((event) => event.type === 'payment_intent.succeeded')).toHaveLength(
      1,
    );
    expect(chargesWithKey('booking-1-charge')).toHaveLength(2);
  });

  it('replays a decline too (the attempt executed), with the same status and body', async () => {
    const customer = await harness.stripe.customers.create({});
    const attempt = () =>
      harness.stripe.paymentIntents
        .create(chargeParams(customer.id, 'pm_card_chargeDeclined'), { idempotencyKey: 'declined-once' })
        .then(
          () => undefined,
          (caught: Stripe.errors.StripeCardError) => caught,
        );
    const first = await attempt();
    const second = await attempt();
    expect(first).toBeInstanceOf(Stripe.errors.StripeCardError);
    expect(second).toBeInstanceOf(Stripe.errors.StripeCardError);
    expect(second).toMatchObject({ statusCode: 402, code: first?.code, requestId: first?.requestId });
    expect(second?.payment_intent).toEqual(first?.payment_intent);
    const failures = harness.server
      .events()
      .filter(
        (event) =>
          event.type === 'payment_intent.payment_failed' &&
          event.request?.idempotency_key === 'declined-once',
      );
    expect(failures).toHaveLength(1);
  });

  it('refuses the same key with other parameters (StripeIdempotencyError) and changes nothing', async () => {
    const { customer, paymentMethod } = await customerWithSavedCard(harness.stripe);
    await harness.stripe.paymentIntents.create(chargeParams(customer, paymentMethod, 9000), {
      idempotencyKey: 'reused-key',
    });
    const eventsBefore = harness.server.events().length;
    const error = await harness.stripe.paymentIntents
      .create(chargeParams(customer, paymentMethod, 9500), { idempotencyKey: 'reused-key' })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
    expect(error).toMatchObject({ statusCode: 400, type: 'StripeIdempotencyError' });
    await expect(
      harness.stripe.refunds.create({ amount: 1 }, { idempotencyKey: 'reused-key' }),
    ).rejects.toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
    expect(harness.server.events()).toHaveLength(eventsBefore);
  });

  it('acts once for parallel requests with one key: one PaymentIntent, one charge, the same answer for all', async () => {
    const { customer, paymentMethod } = await customerWithSavedCard(harness.stripe);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        harness.stripe.paymentIntents.create(chargeParams(customer, paymentMethod), {
          idempotencyKey: 'parallel-key',
        }),
      ),
    );
    expect(new Set(answers.map((answer) => answer.id)).size).toBe(1);
    const succeeded = harness.server
      .events()
      .filter(
        (event) => event.type === 'charge.succeeded' && event.request?.idempotency_key === 'parallel-key',
      );
    expect(succeeded).toHaveLength(1);
  });

  it('does not save a request that failed validation: the key can be used again with corrected parameters', async () => {
    const { customer, paymentMethod } = await customerWithSavedCard(harness.stripe);
    await expect(
      harness.stripe.paymentIntents.create(
        { ...chargeParams(customer, paymentMethod), currency: '' },
        { idempotencyKey: 'fix-me' },
      ),
    ).rejects.toMatchObject({ type: 'StripeInvalidRequestError', param: 'currency' });
    const fixed = await harness.stripe.paymentIntents.create(chargeParams(customer, paymentMethod), {
      idempotencyKey: 'fix-me',
    });
    expect(fixed.status).toBe('succeeded');
  });
});
