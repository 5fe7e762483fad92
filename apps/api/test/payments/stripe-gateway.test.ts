import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { StripePaymentGateway } from '../../src/adapters/payments/stripe-payment-gateway';
import { loadConfig } from '../../src/config';
import { PaymentError } from '../../src/lib/payment-gateway';
import { TEST_ENV } from '../helpers/test-app';
import { useStripeTestServer } from '../stripe-server/test-fixtures';
import { describePaymentGatewayContract, type SavableCard, type TestCard } from './gateway-contract';

// The Stripe adapter through the official SDK over HTTP, against the in-repo Stripe test server.
const h = useStripeTestServer();

const SAVABLE: Record<SavableCard, string> = {
  visa: 'pm_card_visa',
  mastercard: 'pm_card_mastercard',
  authenticationRequired: 'pm_card_authenticationRequired',
};
const DECLINING: Record<Exclude<TestCard, SavableCard>, string> = {
  declined: 'pm_card_chargeDeclined',
  insufficientFunds: 'pm_card_chargeDeclinedInsufficientFunds',
};

function stripeGateway() {
  const config = loadConfig({
    ...TEST_ENV,
    PAYMENTS: 'stripe',
    STRIPE_SECRET_KEY: h.server.secretKey,
    STRIPE_PUBLISHABLE_KEY: h.server.publishableKey,
    STRIPE_WEBHOOK_SECRET: h.server.webhookSecret,
    STRIPE_API_BASE: h.server.url,
  });
  return new StripePaymentGateway(config.stripe!);
}

/** What the Payment Element does in the browser: confirm the SetupIntent with the card, 3-D Secure included. */
export async function confirmSetupInBrowser(
  server: typeof h.server,
  stripe: typeof h.stripe,
  setupIntentId: string,
  testCard: string,
) {
  const confirmed = await stripe.setupIntents.confirm(setupIntentId, { payment_method: testCard });
  if (confirmed.status === 'requires_action') server.completeAuthentication(setupIntentId);
}

describePaymentGatewayContract('stripe', async () => {
  const gateway = stripeGateway();
  const userId = randomUUID();
  const { id: customerId } = await gateway.createCustomer({
    userId,
    email: `${userId}@example.test`,
    idempotencyKey: `customer:${userId}`,
  });
  const saveCard = async (card: SavableCard) => {
    const si = await gateway.createSetupIntent({ customerId });
    await confirmSetupInBrowser(h.server, h.stripe, si.id, SAVABLE[card]);
    const retrieved = await gateway.retrieveSetupIntent(si.id);
    if (!retrieved?.card) throw new Error(`setup ${si.id} did not succeed`);
    return retrieved.card;
  };
  return {
    gateway,
    customerId,
    saveCard,
    chargeableCard: async (card) =>
      card in SAVABLE
        ? { ...(await saveCard(card as SavableCard)), customerId }
        : { gatewayPaymentMethodId: DECLINING[card as keyof typeof DECLINING], customerId: null },
    readyAccount: async (accountId) => h.server.completeAccountOnboarding(accountId),
  };
});

describe('Stripe adapter specifics', () => {
  it('a charge is an off-session PaymentIntent with the booking metadata and the caller key', async () => {
    const gateway = stripeGateway();
    const userId = randomUUID();
    const { id: customerId } = await gateway.createCustomer({
      userId,
      email: 'a@example.test',
      idempotencyKey: `customer:${userId}`,
    });
    const si = await gateway.createSetupIntent({ customerId });
    await confirmSetupInBrowser(h.server, h.stripe, si.id, 'pm_card_visa');
    const card = (await gateway.retrieveSetupIntent(si.id))!.card!;
    const bookingId = randomUUID();
    const result = await gateway.charge({
      gatewayPaymentMethodId: card.gatewayPaymentMethodId,
      customerId,
      amountCents: 7650,
      currency: 'EUR',
      idempotencyKey: `booking:${bookingId}:charge`,
      description: 'Cleaning',
      metadata: { bookingId, chargeId: randomUUID() },
    });
    expect(result.status).toBe('succeeded');
    const pi = await h.stripe.paymentIntents.retrieve(result.reference!);
    expect(pi).toMatchObject({
      amount: 7650,
      currency: 'eur',
      customer: customerId,
      payment_method: card.gatewayPaymentMethodId,
      metadata: { bookingId },
    });
    const creates = h.server
      .requests()
      .filter(
        (r) =>
          r.method === 'POST' &&
          r.path === '/v1/payment_intents' &&
          r.idempotencyKey === `booking:${bookingId}:charge`,
      );
    expect(creates.length).toBeGreaterThanOrEqual(1);
  });

  it('a webhook with a bad signature is refused; a good one reads as a gateway-neutral fact', async () => {
    const gateway = stripeGateway();
    const event = h.server.events().at(-1)!;
    const { payload, signature } = h.server.signedWebhook(event);
    expect(gateway.parseWebhook(Buffer.from(payload), signature).id).toBe(event.id);
    const err = (() => {
      try {
        gateway.parseWebhook(Buffer.from(payload), signature.replace(/v1=[0-9a-f]/, 'v1=z'));
      } catch (e) {
        return e;
      }
    })();
    expect(err).toBeInstanceOf(PaymentError);
    expect((err as PaymentError).code).toBe('webhook_signature_invalid');
  });
});
