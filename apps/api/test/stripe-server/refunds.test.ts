import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { eventTypesFor, paidPaymentIntent, useStripeTestServer } from './test-fixtures.js';

const harness = useStripeTestServer();

describe('Refunds', () => {
  it('refunds part, then the rest, then refuses more', async () => {
    const intent = await paidPaymentIntent(harness.stripe, 10_000);
    const partial = await harness.stripe.refunds.create({
      payment_intent: intent.id,
      amount: 2500,
      reason: 'requested_by_customer',
      metadata: { bookingId: 'b-7' },
    });
    expect(partial).toMatchObject({
      amount: 2500,
      status: 'succeeded',
      currency: 'cad',
      payment_intent: intent.id,
      charge: intent.latest_charge,
      reason: 'requested_by_customer',
      metadata: { bookingId: 'b-7' },
    });
    await expect(
      harness.stripe.refunds.create({ payment_intent: intent.id, amount: 7501 }),
    ).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      code: 'amount_too_large',
    });

    const rest = await harness.stripe.refunds.create({ charge: String(intent.latest_charge) });
    expect(rest.amount).toBe(7500);
    const charge = await harness.stripe.charges.retrieve(String(intent.latest_charge));
    expect(charge).toMatchObject({ amount_refunded: 10_000, refunded: true });
    await expect(
      harness.stripe.refunds.create({ payment_intent: intent.id, amount: 1 }),
    ).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      code: 'charge_already_refunded',
    });

    expect(await harness.stripe.refunds.retrieve(partial.id)).toEqual(
      expect.objectContaining({ id: partial.id, amount: 2500 }),
    );
    expect(eventTypesFor(harness.server, partial.id)).toEqual(['refund.created']);
    const chargeEvents = harness.server.events().filter((event) => event.type === 'charge.refunded');
    expect(chargeEvents.map((event) => (event.data.object as Stripe.Charge).amount_refunded)).toEqual([
      2500, 10_000,
    ]);
  });

  it('refuses to refund a PaymentIntent that was not paid, and an unknown one', async () => {
    const customer = await harness.stripe.customers.create({});
    const unpaid = await harness.stripe.paymentIntents.create({
      amount: 1000,
      currency: 'cad',
      customer: customer.id,
    });
    await expect(harness.stripe.refunds.create({ payment_intent: unpaid.id })).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      code: 'charge_not_refundable',
    });
    await expect(harness.stripe.refunds.create({ payment_intent: 'pi_missing' })).rejects.toMatchObject({
      code: 'resource_missing',
      statusCode: 404,
    });
  });
});
