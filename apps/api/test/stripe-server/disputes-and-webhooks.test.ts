import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { paidPaymentIntent, useStripeTestServer } from './test-fixtures.js';

const harness = useStripeTestServer({ webhookSecret: 'whsec_disputes_test' });

describe('Disputes (test controls) and their events', () => {
  it('opens a dispute on a payment and closes it won or lost, each with its event', async () => {
    const intent = await paidPaymentIntent(harness.stripe, 15_000, 'eur');
    const dispute = harness.server.openDispute(intent.id);
    expect(dispute).toMatchObject({
      object: 'dispute',
      amount: 15_000,
      currency: 'eur',
      charge: intent.latest_charge,
      payment_intent: intent.id,
      status: 'needs_response',
    });
    expect((await harness.stripe.charges.retrieve(String(intent.latest_charge))).disputed).toBe(true);
    harness.server.closeDispute(dispute.id, 'lost');
    expect((await harness.stripe.disputes.retrieve(dispute.id)).status).toBe('lost');

    const other = await paidPaymentIntent(harness.stripe, 15_000, 'eur');
    const partial = harness.server.openDispute(String(other.latest_charge), 5000);
    harness.server.closeDispute(partial.id, 'won');
    const disputeEvents = harness.server
      .events()
      .filter((event) => event.type.startsWith('charge.dispute.'))
      .map((event) => [
        event.type,
        (event.data.object as Stripe.Dispute).status,
        (event.data.object as Stripe.Dispute).amount,
      ]);
    expect(disputeEvents).toEqual([
      ['charge.dispute.created', 'needs_response', 15_000],
      ['charge.dispute.closed', 'lost', 15_000],
      ['charge.dispute.created', 'needs_response', 5000],
      ['charge.dispute.closed', 'won', 5000],
    ]);
    await expect(harness.stripe.disputes.retrieve('dp_missing')).rejects.toMatchObject({ statusCode: 404 });
  });
});

describe('Events and webhook signatures', () => {
  it('keeps every event retrievable with its API shape', async () => {
    const intent = await paidPaymentIntent(harness.stripe, 15_000, 'eur');
    const succeeded = harness.server
      .events()
      .find((event) => event.type === 'payment_intent.succeeded' && event.data.object.id === intent.id);
    expect(succeeded).toBeDefined();
    const retrieved = await harness.stripe.events.retrieve(succeeded?.id ?? '');
    expect(retrieved).toMatchObject({ object: 'event', type: 'payment_intent.succeeded', livemode: false });
    expect(retrieved.api_version).toBe(harness.server.events()[0]?.api_version);
    expect(retrieved.created).toBeGreaterThan(0);
    expect((retrieved.data.object as Stripe.PaymentIntent).id).toBe(intent.id);
  });

  it('signs webhooks so constructEvent accepts them, and rejects a wrong secret or a changed body', () => {
    const event = harness.server.events().at(-1);
    if (!event) throw new Error('no event yet');
    const { payload, signature } = harness.server.signedWebhook(event);
    expect(signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    const verified = harness.stripe.webhooks.constructEvent(payload, signature, harness.server.webhookSecret);
    expect(verified.id).toBe(event.id);

    expect(() => harness.stripe.webhooks.constructEvent(payload, signature, 'whsec_someone_else')).toThrow(
      Stripe.errors.StripeSignatureVerificationError,
    );
    expect(() =>
      harness.stripe.webhooks.constructEvent(
        payload.replace(event.id, 'evt_forged'),
        signature,
        harness.server.webhookSecret,
      ),
    ).toThrow(Stripe.errors.StripeSignatureVerificationError);
  });

  it('delivers each new event, signed, to a running app', async () => {
    const received: { payload: string; signature: string }[] = [];
    const { createServer } = await import('node:http');
    const app = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => {
        body += chunk;
      });
      request.on('end', () => {
        received.push({ payload: body, signature: String(request.headers['stripe-signature']) });
        response.end('ok');
      });
    });
    await new Promise<void>((resolve) => app.listen(0, '127.0.0.1', resolve));
    const address = app.address() as { port: number };
    harness.server.deliverWebhooksTo(`http://127.0.0.1:${address.port}/webhooks/harness.stripe`);
    try {
      const intent = await paidPaymentIntent(harness.stripe, 15_000, 'eur');
      // Every delivery verifies with the endpoint secret; they arrive in the order the events happened.
      const deliveredTypes = () =>
        received.map(
          ({ payload, signature }) =>
            harness.stripe.webhooks.constructEvent(payload, signature, harness.server.webhookSecret).type,
        );
      await expect.poll(deliveredTypes).toContain('payment_intent.succeeded');
      expect(deliveredTypes()).toEqual([
        'customer.created',
        'payment_method.attached',
        'payment_intent.created',
        'charge.succeeded',
        'payment_intent.succeeded',
      ]);
      expect(received.some(({ payload }) => payload.includes(intent.id))).toBe(true);
    } finally {
      harness.server.deliverWebhooksTo(null);
      await new Promise<void>((resolve) => app.close(() => resolve()));
    }
  });
});
