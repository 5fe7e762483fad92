import { createCustomer, localGatewayCards, localGatewayCharges } from '@limpa/db';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createPaymentGateway } from '../../src/adapters/payments/create-payment-gateway';
import { LocalPaymentGateway } from '../../src/adapters/payments/local-payment-gateway';
import { StripePaymentGateway } from '../../src/adapters/payments/stripe-payment-gateway';
import { ConfigError, loadConfig } from '../../src/config';
import { PaymentError } from '../../src/lib/payment-gateway';
import { TEST_ENV, useTestApp } from '../helpers/test-app';
import { describePaymentGatewayContract, type TestCard } from './gateway-contract';

const NUMBERS: Record<TestCard, string> = {
  visa: '4242 4242 4242 4242',
  mastercard: '5555 5555 5555 4444',
  declined: '4000 0000 0000 0002',
  insufficientFunds: '4000 0000 0000 9995',
  authenticationRequired: '4000 0027 6000 3184',
};

const t = useTestApp();
let gateway: LocalPaymentGateway;
let customerUserId: string;
let customerId: string;
beforeAll(async () => {
  gateway = new LocalPaymentGateway(t.db);
  customerUserId = (await createCustomer(t.db)).user.id;
  customerId = (await gateway.createCustomer({ userId: customerUserId })).id;
});

const tokenFor = async (card: TestCard) =>
  (
    await gateway.createToken({
      number: NUMBERS[card],
      expMonth: 12,
      expYear: new Date().getUTCFullYear() + 2,
      cvc: '123',
    })
  ).token;

describePaymentGatewayContract('local', async () => ({
  gateway,
  customerId,
  saveCard: async (card) => gateway.attachPaymentMethod({ customerId, token: await tokenFor(card) }),
  chargeableCard: async (card) => ({
    ...(await gateway.attachPaymentMethod({ customerId, token: await tokenFor(card) })),
    customerId,
  }),
}));

describe('local gateway specifics', () => {
  const chargeRows = (idempotencyKey: string) =>
    t.db.select().from(localGatewayCharges).where(eq(localGatewayCharges.idempotencyKey, idempotencyKey));

  it('is the default gateway of the app', () => {
    expect(t.app.ctx.payments).toBeInstanceOf(LocalPaymentGateway);
    expect(t.app.ctx.payments.kind).toBe('local');
  });

  it('keeps one charge row per idempotency key, whatever the concurrency', async () => {
    const pm = await gateway.attachPaymentMethod({ customerId, token: await tokenFor('visa') });
    const input = {
      gatewayPaymentMethodId: pm.gatewayPaymentMethodId,
      amountCents: 5500,
      currency: 'EUR' as const,
      idempotencyKey: `booking:${crypto.randomUUID()}:charge`,
      description: 'Cleaning',
    };
    const first = await gateway.charge(input);
    const second = await gateway.charge(input);
    expect(second.reference).toBe(first.reference);
    expect(await chargeRows(input.idempotencyKey)).toHaveLength(1);

    const parallelKey = `booking:${crypto.randomUUID()}:charge`;
    const results = await Promise.all(
      Array.from({ length: 8 }, () => gateway.charge({ ...input, idempotencyKey: parallelKey })),
    );
    const rows = await chargeRows(parallelKey);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: 'charge',
      status: 'succeeded',
      amountCents: 5500,
      currency: 'EUR',
      gatewayPaymentMethodId: pm.gatewayPaymentMethodId,
    });
    for (const r of results) expect(r.reference).toBe(rows[0]!.reference);
  });

  it('records the outcome of each test card as the charge result', async () => {
    const pm = await gateway.attachPaymentMethod({
      customerId,
      token: await tokenFor('authenticationRequired'),
    });
    const idempotencyKey = `booking:${crypto.randomUUID()}:charge`;
    await gateway.charge({
      gatewayPaymentMethodId: pm.gatewayPaymentMethodId,
      amountCents: 100,
      currency: 'CAD',
      idempotencyKey,
      description: 'x',
    });
    const [row] = await chargeRows(idempotencyKey);
    expect(row).toMatchObject({ status: 'requires_action', failureCode: 'authentication_required' });
    // The local 3-D Secure page settles it once, whatever is answered later.
    expect(await gateway.authenticate(row!.clientSecret!, 'succeed')).toEqual({
      reference: row!.reference,
      status: 'succeeded',
    });
    expect(await gateway.authenticate(row!.clientSecret!, 'fail')).toMatchObject({ status: 'succeeded' });
    expect(await gateway.authenticate('pi_local_unknown_secret', 'succeed')).toBeNull();
  });

  it('refuses a consumed or unknown token with a typed error', async () => {
    const token = await tokenFor('visa');
    await gateway.attachPaymentMethod({ customerId, token });
    for (const [t2, code] of [
      [token, 'token_already_used'],
      ['tok_does_not_exist', 'token_invalid'],
    ] as const) {
      const err = await gateway.attachPaymentMethod({ customerId, token: t2 }).catch((e: unknown) => e);
      expect((err as PaymentError).code).toBe(code);
    }
  });

  it('charging an unknown card fails without throwing', async () => {
    const result = await gateway.charge({
      gatewayPaymentMethodId: 'tok_local_unknown',
      amountCents: 100,
      currency: 'EUR',
      idempotencyKey: `k:${crypto.randomUUID()}`,
      description: 'x',
    });
    expect(result).toMatchObject({ status: 'failed', failureCode: 'payment_method_unavailable' });
  });

  it('refuses a non-positive or fractional amount', async () => {
    for (const amountCents of [0, -5, 10.5]) {
      await expect(
        gateway.charge({
          gatewayPaymentMethodId: 'x',
          amountCents,
          currency: 'EUR',
          idempotencyKey: `k:${crypto.randomUUID()}`,
          description: 'x',
        }),
      ).rejects.toThrow(RangeError);
    }
  });

  it('stores only brand, last four, expiry and outcome', async () => {
    const token = await tokenFor('declined');
    const [row] = await t.db.select().from(localGatewayCards).where(eq(localGatewayCards.id, token));
    expect(row).toMatchObject({ brand: 'visa', lastFour: '0002', expMonth: 12, outcome: 'card_declined' });
    expect(JSON.stringify(row)).not.toContain('4000000000000002');
  });

  it('tokenising reports typed errors for bad cards', async () => {
    const year = new Date().getUTCFullYear() + 1;
    const cases = [
      [{ number: '4242424242424241', expMonth: 1, expYear: year, cvc: '123' }, 'invalid_number'],
      [{ number: '4242424242424242', expMonth: 1, expYear: 2001, cvc: '123' }, 'expired_card'],
      [{ number: '4242424242424242', expMonth: 1, expYear: year, cvc: '' }, 'incomplete_card'],
      [{ number: '4242424242424242', expMonth: 1, expYear: year, cvc: '1' }, 'invalid_cvc'],
    ] as const;
    for (const [card, code] of cases) {
      const err = await gateway.createToken(card).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(PaymentError);
      expect((err as PaymentError).code).toBe(code);
    }
  });
});

describe('gateway selection (PAYMENTS)', () => {
  it('PAYMENTS=local (the default) gives the local gateway', () => {
    const config = loadConfig({ ...TEST_ENV });
    expect(config.payments).toBe('local');
    expect(createPaymentGateway(config, t.db)).toBeInstanceOf(LocalPaymentGateway);
  });

  it('PAYMENTS=stripe with its three keys gives the Stripe gateway', () => {
    const config = loadConfig({
      ...TEST_ENV,
      PAYMENTS: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_123',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_123',
      STRIPE_WEBHOOK_SECRET: 'whsec_123',
      STRIPE_API_BASE: 'http://127.0.0.1:12111',
    });
    expect(config.stripe?.apiBase).toEqual({ host: '127.0.0.1', port: 12111, protocol: 'http' });
    expect(createPaymentGateway(config, t.db)).toBeInstanceOf(StripePaymentGateway);
  });

  it('PAYMENTS=stripe refuses to start naming each missing key', () => {
    const err = (() => {
      try {
        loadConfig({ ...TEST_ENV, PAYMENTS: 'stripe', STRIPE_SECRET_KEY: 'sk_test_123' });
      } catch (e) {
        return e;
      }
    })();
    expect(err).toBeInstanceOf(ConfigError);
    const issues = (err as ConfigError).issues.join('\n');
    expect(issues).toContain('STRIPE_PUBLISHABLE_KEY');
    expect(issues).toContain('STRIPE_WEBHOOK_SECRET');
    expect(issues).not.toContain('STRIPE_SECRET_KEY');
  });
});
