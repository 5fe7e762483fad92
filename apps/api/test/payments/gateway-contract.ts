import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type AttachedPaymentMethod,
  type ChargeInput,
  PaymentError,
  type PaymentGateway,
} from '../../src/lib/payment-gateway';

export type TestCard = 'visa' | 'mastercard' | 'declined' | 'insufficientFunds' | 'authenticationRequired';
export type SavableCard = 'visa' | 'mastercard' | 'authenticationRequired';

/** A card that can be charged: saved for `customerId`, or (a declining Stripe test card) used unsaved. */
export interface ChargeableCard {
  gatewayPaymentMethodId: string;
  customerId: string | null;
}

export interface GatewayUnderTest {
  gateway: PaymentGateway;
  /** The processor's customer the cards are saved for. */
  customerId: string;
  /** A card saved for that customer the adapter's own way (local: token + attach; Stripe: a confirmed SetupIntent). */
  saveCard(card: SavableCard): Promise<AttachedPaymentMethod>;
  /** Any test card ready to charge (Stripe cannot save a declining card: it is charged unsaved). */
  chargeableCard(card: TestCard): Promise<ChargeableCard>;
  /** Makes a new payout account able to receive transfers (Stripe: its Express onboarding finished). */
  readyAccount?(accountId: string): Promise<void>;
}

const key = (label: string) => `test:${label}:${randomUUID()}`;

/**
 * The behaviour every PaymentGateway adapter must have (decision 015: both adapters pass one shared contract
 * suite). Adapter-specific checks (the local vault tables, Stripe's requests) live beside each adapter's test.
 */
export function describePaymentGatewayContract(name: string, setup: () => Promise<GatewayUnderTest>) {
  describe(`PaymentGateway contract: ${name}`, () => {
    let g: GatewayUnderTest;
    beforeAll(async () => {
      g = await setup();
    });

    const chargeInput = (
      pm: { gatewayPaymentMethodId: string; customerId?: string | null },
      over: Partial<ChargeInput> = {},
    ): ChargeInput => ({
      gatewayPaymentMethodId: pm.gatewayPaymentMethodId,
      customerId: pm.customerId === undefined ? g.customerId : pm.customerId,
      amountCents: 5500,
      currency: 'EUR',
      idempotencyKey: key('charge'),
      description: 'Cleaning T2',
      ...over,
    });

    const expectPaymentError = async (promise: Promise<unknown>, code: string) => {
      const err = await promise.then(
        () => null,
        (e: unknown) => e,
      );
      expect(err).toBeInstanceOf(PaymentError);
      expect((err as PaymentError).code).toBe(code);
      expect((err as PaymentError).message.length).toBeGreaterThan(0);
    };

    it.each([
      ['visa', 'visa', '4242'],
      ['mastercard', 'mastercard', '4444'],
      ['authenticationRequired', 'visa', '3184'],
    ] as const)('saves the %s test card with its brand and last four', async (card, brand, lastFour) => {
      const saved = await g.saveCard(card);
      expect(saved).toMatchObject({ brand, lastFour });
      expect(saved.gatewayPaymentMethodId).toEqual(expect.any(String));
      expect(saved.expMonth).toBeGreaterThanOrEqual(1);
      expect(saved.expYear).toBeGreaterThanOrEqual(new Date().getUTCFullYear());
    });

    it.each([
      ['visa', 'succeeded', null],
      ['mastercard', 'succeeded', null],
      ['declined', 'failed', 'card_declined'],
      ['insufficientFunds', 'failed', 'insufficient_funds'],
    ] as const)('charging the %s test card off-session: %s %s', async (card, status, failureCode) => {
      const result = await g.gateway.charge(chargeInput(await g.chargeableCard(card)));
      expect(result).toMatchObject({ status, reference: expect.any(String), failureCode });
      if (status === 'failed') expect(result.failureMessage).toEqual(expect.any(String));
    });

    it('a card that needs authentication waits for the customer with a client secret', async () => {
      const result = await g.gateway.charge(chargeInput(await g.saveCard('authenticationRequired')));
      expect(result).toMatchObject({
        status: 'requires_action',
        reference: expect.any(String),
        failureCode: 'authentication_required',
        clientSecret: expect.any(String),
      });
    });

    it('the same idempotency key returns the same result and charges once', async () => {
      const input = chargeInput(await g.saveCard('visa'), { amountCents: 4200, currency: 'CAD' });
      const first = await g.gateway.charge(input);
      const second = await g.gateway.charge(input);
      expect(first.status).toBe('succeeded');
      expect(second).toEqual(first);
      const other = await g.gateway.charge({ ...input, idempotencyKey: key('other') });
      expect(other.reference).not.toBe(first.reference);
    });

    it('a declined charge is replayed as declined under its key', async () => {
      const input = chargeInput(await g.chargeableCard('declined'), { amountCents: 3500 });
      const first = await g.gateway.charge(input);
      expect(await g.gateway.charge(input)).toEqual(first);
      expect(first.failureCode).toBe('card_declined');
    });

    it('8 parallel charges with one key give one result', async () => {
      const input = chargeInput(await g.saveCard('mastercard'), { amountCents: 6500 });
      const results = await Promise.all(Array.from({ length: 8 }, () => g.gateway.charge(input)));
      expect(new Set(results.map((r) => r.reference)).size).toBe(1);
      for (const r of results) expect(r).toEqual(results[0]);
    });

    it('refuses to reuse a key for a different charge', async () => {
      const input = chargeInput(await g.saveCard('visa'), { amountCents: 1000 });
      await g.gateway.charge(input);
      await expectPaymentError(g.gateway.charge({ ...input, amountCents: 2000 }), 'idempotency_key_reused');
    });

    it('a detached card cannot be charged', async () => {
      const pm = await g.saveCard('visa');
      await g.gateway.detachPaymentMethod(pm.gatewayPaymentMethodId);
      await g.gateway.detachPaymentMethod(pm.gatewayPaymentMethodId); // idempotent
      const result = await g.gateway.charge(chargeInput(pm, { amountCents: 1000 }));
      expect(result.status).toBe('failed');
      expect(result.failureCode).toEqual(expect.any(String));
    });

    it('refunds a succeeded charge, idempotently, never beyond the amount charged', async () => {
      const charge = await g.gateway.charge(chargeInput(await g.saveCard('visa'), { amountCents: 5000 }));
      const reference = charge.reference!;
      const refundKey = key('refund');
      const first = await g.gateway.refund({ reference, amountCents: 3000, idempotencyKey: refundKey });
      expect(first).toEqual({ status: 'succeeded', reference: expect.any(String) });
      expect(first.reference).not.toBe(reference);
      expect(await g.gateway.refund({ reference, amountCents: 3000, idempotencyKey: refundKey })).toEqual(
        first,
      );
      await expectPaymentError(
        g.gateway.refund({ reference, amountCents: 2001, idempotencyKey: key('too-much') }),
        'refund_exceeds_charge',
      );
      const rest = await g.gateway.refund({ reference, amountCents: 2000, idempotencyKey: key('rest') });
      expect(rest.status).toBe('succeeded');
    });

    it('refuses to refund a failed or unknown charge', async () => {
      const failed = await g.gateway.charge(chargeInput(await g.chargeableCard('insufficientFunds')));
      await expectPaymentError(
        g.gateway.refund({ reference: failed.reference!, amountCents: 100, idempotencyKey: key('r') }),
        'charge_not_found',
      );
      await expectPaymentError(
        g.gateway.refund({ reference: 'pi_unknown', amountCents: 100, idempotencyKey: key('r') }),
        'charge_not_found',
      );
    });

    it('creates one payout account per key and transfers to it once per key', async () => {
      const userId = randomUUID();
      const input = {
        userId,
        email: `${userId}@example.test`,
        country: 'PT' as const,
        idempotencyKey: `account:${userId}`,
      };
      const account = await g.gateway.createPayoutAccount(input);
      expect((await g.gateway.createPayoutAccount(input)).id).toBe(account.id);
      await g.readyAccount?.(account.id);
      const transfer = {
        destination: account.id,
        amountCents: 1200,
        currency: 'EUR' as const,
        idempotencyKey: `payout:${randomUUID()}`,
        description: 'Payout',
      };
      const [a, b] = await Promise.all([g.gateway.transfer(transfer), g.gateway.transfer(transfer)]);
      expect(a.reference).toEqual(expect.any(String));
      expect(b).toEqual(a);
    });
  });
}
