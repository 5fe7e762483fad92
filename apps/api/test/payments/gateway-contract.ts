import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { PaymentError, type PaymentGateway } from '../../src/adapters/payments/payment-gateway';

export type TestCard = 'visa' | 'mastercard' | 'declined' | 'insufficientFunds' | 'authenticationRequired';

export interface GatewayUnderTest {
  gateway: PaymentGateway;
  /** A fresh single-use token for a test card (local: the token endpoint's logic; Stripe: its test tokens). */
  tokenFor(card: TestCard): Promise<string>;
  /** A customer id the adapter can attach cards to. */
  customerUserId: string;
}

const key = (label: string) => `test:${label}:${randomUUID()}`;

/**
 * The behaviour every PaymentGateway adapter must have (ARCHITECTURE.md "Payments": both adapters pass one
 * shared contract suite). Adapter-specific checks (e.g. the local vault tables) live beside each adapter's test.
 */
export function describePaymentGatewayContract(name: string, setup: () => Promise<GatewayUnderTest>) {
  describe(`PaymentGateway contract: ${name}`, () => {
    let g: GatewayUnderTest;
    beforeAll(async () => {
      g = await setup();
    });

    const attach = async (card: TestCard) =>
      g.gateway.attachPaymentMethod({ customerUserId: g.customerUserId, token: await g.tokenFor(card) });

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
      ['declined', 'visa', '0002'],
      ['insufficientFunds', 'visa', '9995'],
      ['authenticationRequired', 'visa', '3184'],
    ] as const)('attaches the %s test card with its brand and last four', async (card, brand, lastFour) => {
      const attached = await attach(card);
      expect(attached).toMatchObject({ brand, lastFour });
      expect(attached.gatewayPaymentMethodId).toEqual(expect.any(String));
      expect(attached.expMonth).toBeGreaterThanOrEqual(1);
      expect(attached.expYear).toBeGreaterThanOrEqual(new Date().getUTCFullYear());
    });

    it('refuses a consumed or unknown token with a typed error', async () => {
      const token = await g.tokenFor('visa');
      await g.gateway.attachPaymentMethod({ customerUserId: g.customerUserId, token });
      await expectPaymentError(
        g.gateway.attachPaymentMethod({ customerUserId: g.customerUserId, token }),
        'token_already_used',
      );
      await expectPaymentError(
        g.gateway.attachPaymentMethod({ customerUserId: g.customerUserId, token: 'tok_does_not_exist' }),
        'token_invalid',
      );
    });

    it.each([
      ['visa', 'succeeded', null],
      ['mastercard', 'succeeded', null],
      ['declined', 'failed', 'card_declined'],
      ['insufficientFunds', 'failed', 'insufficient_funds'],
      ['authenticationRequired', 'failed', 'authentication_required'],
    ] as const)('charging the %s test card: %s %s', async (card, status, failureCode) => {
      const pm = await attach(card);
      const result = await g.gateway.charge({
        gatewayPaymentMethodId: pm.gatewayPaymentMethodId,
        amountCents: 5500,
        currency: 'EUR',
        idempotencyKey: key('charge'),
        description: 'Cleaning T2',
      });
      expect(result).toEqual({ status, reference: expect.any(String), failureCode });
    });

    it('the same idempotency key returns the same result and charges once', async () => {
      const pm = await attach('visa');
      const input = {
        gatewayPaymentMethodId: pm.gatewayPaymentMethodId,
        amountCents: 4200,
        currency: 'CAD' as const,
        idempotencyKey: key('same'),
        description: 'Cleaning T1',
      };
      const first = await g.gateway.charge(input);
      const second = await g.gateway.charge(input);
      expect(first.status).toBe('succeeded');
      expect(second).toEqual(first);
      // A different key is a different charge.
      const other = await g.gateway.charge({ ...input, idempotencyKey: key('other') });
      expect(other.reference).not.toBe(first.reference);
    });

    it('a failed charge is replayed as failed under its key', async () => {
      const pm = await attach('declined');
      const input = {
        gatewayPaymentMethodId: pm.gatewayPaymentMethodId,
        amountCents: 3500,
        currency: 'EUR' as const,
        idempotencyKey: key('declined'),
        description: 'Cleaning T0',
      };
      const first = await g.gateway.charge(input);
      expect(await g.gateway.charge(input)).toEqual(first);
      expect(first.failureCode).toBe('card_declined');
    });

    it('8 parallel charges with one key give one result', async () => {
      const pm = await attach('mastercard');
      const input = {
        gatewayPaymentMethodId: pm.gatewayPaymentMethodId,
        amountCents: 6500,
        currency: 'EUR' as const,
        idempotencyKey: key('parallel'),
        description: 'Cleaning T3',
      };
      const results = await Promise.all(Array.from({ length: 8 }, () => g.gateway.charge(input)));
      expect(new Set(results.map((r) => r.reference)).size).toBe(1);
      for (const r of results) expect(r).toEqual(results[0]);
    });

    it('refuses to reuse a key for a different charge', async () => {
      const pm = await attach('visa');
      const input = {
        gatewayPaymentMethodId: pm.gatewayPaymentMethodId,
        amountCents: 1000,
        currency: 'EUR' as const,
        idempotencyKey: key('reuse'),
        description: 'Overtime',
      };
      await g.gateway.charge(input);
      await expectPaymentError(g.gateway.charge({ ...input, amountCents: 2000 }), 'idempotency_key_reused');
    });

    it('a detached card cannot be charged or attached again', async () => {
      const token = await g.tokenFor('visa');
      const pm = await g.gateway.attachPaymentMethod({ customerUserId: g.customerUserId, token });
      await g.gateway.detachPaymentMethod(pm.gatewayPaymentMethodId);
      await g.gateway.detachPaymentMethod(pm.gatewayPaymentMethodId); // idempotent
      const result = await g.gateway.charge({
        gatewayPaymentMethodId: pm.gatewayPaymentMethodId,
        amountCents: 1000,
        currency: 'EUR',
        idempotencyKey: key('detached'),
        description: 'After removal',
      });
      expect(result.status).toBe('failed');
      expect(result.failureCode).toEqual(expect.any(String));
      await expectPaymentError(
        g.gateway.attachPaymentMethod({ customerUserId: g.customerUserId, token }),
        'token_already_used',
      );
    });

    it('refunds a succeeded charge, idempotently, never beyond the amount charged', async () => {
      const pm = await attach('visa');
      const charge = await g.gateway.charge({
        gatewayPaymentMethodId: pm.gatewayPaymentMethodId,
        amountCents: 5000,
        currency: 'EUR',
        idempotencyKey: key('to-refund'),
        description: 'Cancelled booking',
      });
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
      // Parallel refunds of the rest: only one fits.
      const rest = await Promise.allSettled(
        Array.from({ length: 4 }, () =>
          g.gateway.refund({ reference, amountCents: 2000, idempotencyKey: key('rest') }),
        ),
      );
      expect(rest.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      for (const r of rest) {
        if (r.status === 'rejected') expect((r.reason as PaymentError).code).toBe('refund_exceeds_charge');
      }
    });

    it('refuses to refund a failed or unknown charge', async () => {
      const pm = await attach('insufficientFunds');
      const failed = await g.gateway.charge({
        gatewayPaymentMethodId: pm.gatewayPaymentMethodId,
        amountCents: 5000,
        currency: 'EUR',
        idempotencyKey: key('failed'),
        description: 'Declined',
      });
      await expectPaymentError(
        g.gateway.refund({ reference: failed.reference!, amountCents: 100, idempotencyKey: key('r') }),
        'charge_not_found',
      );
      await expectPaymentError(
        g.gateway.refund({ reference: 'ch_unknown', amountCents: 100, idempotencyKey: key('r') }),
        'charge_not_found',
      );
    });
  });
}
