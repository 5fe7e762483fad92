import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import {
  customerWithSavedCard,
  eventTypesFor,
  paidPaymentIntent,
  useStripeTestServer,
} from './test-fixtures.js';

const harness = useStripeTestServer();

describe('Customers and payment methods', () => {
  it('creates, retrieves and updates a customer, with its events', async () => {
    const created = await harness.stripe.customers.create({
      email: 'rita@example.com',
      name: 'Rita',
      metadata: { userId: 'u-9' },
    });
    expect(created).toMatchObject({
      object: 'customer',
      email: 'rita@example.com',
      name: 'Rita',
      livemode: false,
    });
    expect(created.id).toMatch(/^cus_/);
    const { paymentMethod } = await customerWithSavedCard(harness.stripe);
    const updated = await harness.stripe.customers.update(created.id, {
      metadata: { locale: 'pt' },
      invoice_settings: { default_payment_method: paymentMethod },
    });
    expect(updated.metadata).toEqual({ userId: 'u-9', locale: 'pt' });
    expect(updated.invoice_settings.default_payment_method).toBe(paymentMethod);
    expect((await harness.stripe.customers.retrieve(created.id)) as Stripe.Customer).toMatchObject({
      metadata: { userId: 'u-9', locale: 'pt' },
    });
    expect(eventTypesFor(harness.server, created.id)).toEqual(['customer.created', 'customer.updated']);
    await expect(harness.stripe.customers.retrieve('cus_missing')).rejects.toMatchObject({ statusCode: 404 });
    await expect(harness.stripe.setupIntents.create({ customer: 'cus_missing' })).rejects.toMatchObject({
      code: 'resource_missing',
      param: 'customer',
    });
  });

  it("makes cards from test tokens, lists a customer's cards, and refuses to save a declining card", async () => {
    const card = await harness.stripe.paymentMethods.create({
      type: 'card',
      card: { token: 'tok_mastercard' },
    });
    expect(card.card).toMatchObject({ brand: 'mastercard', last4: '4444' });
    await expect(
      harness.stripe.paymentMethods.create({ type: 'card', card: { token: 'tok_nothing' } }),
    ).rejects.toMatchObject({ type: 'StripeInvalidRequestError' });

    const { customer, paymentMethod } = await customerWithSavedCard(harness.stripe, 'pm_card_amex');
    await harness.stripe.paymentMethods.attach(card.id, { customer });
    const listed = await harness.stripe.customers.listPaymentMethods(customer);
    expect(listed.data.map((method) => method.id).sort()).toEqual([card.id, paymentMethod].sort());

    const declined = await harness.stripe.paymentMethods
      .attach('pm_card_chargeDeclined', { customer })
      .catch((caught: unknown) => caught);
    expect(declined).toBeInstanceOf(Stripe.errors.StripeCardError);
    const other = await harness.stripe.customers.create({});
    await expect(harness.stripe.paymentMethods.attach(card.id, { customer: other.id })).rejects.toMatchObject(
      {
        code: 'payment_method_unexpected_state',
      },
    );
    await expect(harness.stripe.paymentMethods.detach(card.id)).resolves.toMatchObject({ customer: null });
    await expect(harness.stripe.paymentMethods.detach(card.id)).rejects.toMatchObject({
      code: 'payment_method_unexpected_state',
    });
  });
});

describe('Cancel, expand and event lists', () => {
  it('cancels a waiting PaymentIntent or SetupIntent but not a succeeded one', async () => {
    const customer = await harness.stripe.customers.create({});
    const waiting = await harness.stripe.paymentIntents.create({
      amount: 3000,
      currency: 'cad',
      customer: customer.id,
    });
    const canceled = await harness.stripe.paymentIntents.cancel(waiting.id, {
      cancellation_reason: 'abandoned',
    });
    expect(canceled).toMatchObject({ status: 'canceled', cancellation_reason: 'abandoned' });
    const paid = await paidPaymentIntent(harness.stripe, 3000);
    await expect(harness.stripe.paymentIntents.cancel(paid.id)).rejects.toMatchObject({
      code: 'payment_intent_unexpected_state',
    });
    const setup = await harness.stripe.setupIntents.create({ customer: customer.id });
    expect((await harness.stripe.setupIntents.cancel(setup.id)).status).toBe('canceled');
    await expect(
      harness.stripe.setupIntents.confirm(setup.id, { payment_method: 'pm_card_visa' }),
    ).rejects.toMatchObject({ code: 'setup_intent_unexpected_state' });
  });

  it('expands nested ids and lists events by type, newest first', async () => {
    const paid = await paidPaymentIntent(harness.stripe, 6000);
    const expanded = await harness.stripe.paymentIntents.retrieve(paid.id, {
      expand: ['latest_charge.payment_method', 'customer'],
    });
    const charge = expanded.latest_charge as Stripe.Charge;
    expect((charge.payment_method as unknown as Stripe.PaymentMethod).id).toBe(paid.payment_method);
    expect((expanded.customer as Stripe.Customer).object).toBe('customer');

    const listed = await harness.stripe.events.list({ type: 'payment_intent.succeeded' });
    expect(listed.data.length).toBeGreaterThan(0);
    expect(listed.data.every((event) => event.type === 'payment_intent.succeeded')).toBe(true);
    const newest = listed.data[0];
    expect(newest && (newest.data.object as Stripe.PaymentIntent).id).toBe(paid.id);
  });
});
