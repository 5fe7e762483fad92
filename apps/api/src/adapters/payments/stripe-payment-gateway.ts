import Stripe from 'stripe';
import type { StripeConfig } from '../../config';
import type { GatewayEvent } from '../../lib/gateway-events';
import type * as Gateway from '../../lib/payment-gateway';
import { PaymentError } from '../../lib/payment-gateway';
import { readStripeEvent } from './stripe-events';
import { declineCode, errors, idOf, toAttached, toChargeResult, translateError } from './stripe-results';

/**
 * PAYMENTS=stripe on the official SDK: separate charges and transfers (decision 015). Charges are
 * off-session PaymentIntents with the caller's idempotency key; payouts are Transfers to Connect Express accounts.
 */
export class StripePaymentGateway implements Gateway.PaymentGateway {
  readonly kind = 'stripe' as const;
  private readonly stripe: Stripe;

  constructor(private readonly config: StripeConfig) {
    this.stripe = new Stripe(config.secretKey, {
      ...(config.apiBase ?? {}),
      maxNetworkRetries: 2,
      appInfo: { name: 'Limpa' },
    });
  }

  async createCustomer(input: { userId: string; email: string; idempotencyKey: string }) {
    const customer = await this.stripe.customers
      .create(
        { email: input.email, metadata: { userId: input.userId } },
        { idempotencyKey: input.idempotencyKey },
      )
      .catch(translateError);
    return { id: customer.id };
  }

  async createSetupIntent(input: { customerId: string }) {
    const si = await this.stripe.setupIntents
      .create({ customer: input.customerId, usage: 'off_session' })
      .catch(translateError);
    if (!si.client_secret) throw new PaymentError('gateway_unavailable', 'Stripe gave no client secret.');
    return { id: si.id, clientSecret: si.client_secret };
  }

  async retrieveSetupIntent(id: string): Promise<Gateway.RetrievedSetupIntent | null> {
    try {
      const si = await this.stripe.setupIntents.retrieve(id, { expand: ['payment_method'] });
      const pm = si.payment_method;
      const card =
        si.status === 'succeeded' && pm
          ? toAttached(typeof pm === 'string' ? await this.stripe.paymentMethods.retrieve(pm) : pm)
          : null;
      return { id: si.id, status: si.status, customerId: idOf(si.customer), card };
    } catch (err) {
      if (err instanceof errors.StripeInvalidRequestError && err.statusCode === 404) return null;
      return translateError(err);
    }
  }

  /** Saves a PaymentMethod (e.g. a test pm_card_visa) for the customer; tests and tooling only. */
  async attachPaymentMethod(input: { customerId: string; token: string }) {
    try {
      const pm = await this.stripe.paymentMethods.attach(input.token, { customer: input.customerId });
      const card = toAttached(pm);
      if (!card) throw new PaymentError('token_invalid', 'This payment method is not a card.');
      return card;
    } catch (err) {
      if (err instanceof errors.StripeInvalidRequestError)
        throw new PaymentError('token_invalid', err.message);
      return translateError(err);
    }
  }

  async detachPaymentMethod(gatewayPaymentMethodId: string) {
    try {
      await this.stripe.paymentMethods.detach(gatewayPaymentMethodId);
    } catch (err) {
      // Already detached or unknown: the card cannot be charged either way.
      if (err instanceof errors.StripeInvalidRequestError) return;
      translateError(err);
    }
  }

  async charge(input: Gateway.ChargeInput): Promise<Gateway.ChargeResult> {
    if (!Number.isInteger(input.amountCents) || input.amountCents <= 0) {
      throw new RangeError('amountCents must be a positive integer');
    }
    try {
      const pi = await this.stripe.paymentIntents.create(
        {
          amount: input.amountCents,
          currency: input.currency.toLowerCase(),
          ...(input.customerId ? { customer: input.customerId } : {}),
          payment_method: input.gatewayPaymentMethodId,
          off_session: true,
          confirm: true,
          description: input.description,
          metadata: input.metadata ?? {},
        },
        { idempotencyKey: input.idempotencyKey },
      );
      return toChargeResult(pi);
    } catch (err) {
      // A decline (402) carries the PaymentIntent it left behind; authentication_required leaves it waiting.
      if (
        err instanceof errors.StripeCardError ||
        (err instanceof errors.StripeError && err.payment_intent)
      ) {
        const e = err as Stripe.errors.StripeError;
        if (e.payment_intent) return this.awaitCustomer(e.payment_intent, input.gatewayPaymentMethodId);
        return {
          status: 'failed',
          reference: null,
          failureCode: declineCode(e.decline_code, e.code) ?? 'card_declined',
          failureMessage: e.message,
        };
      }
      if (err instanceof errors.StripeInvalidRequestError && err.code !== 'idempotency_key_in_use') {
        return {
          status: 'failed',
          reference: null,
          failureCode: 'payment_method_unavailable',
          failureMessage: err.message,
        };
      }
      return translateError(err);
    }
  }

  /**
   * After an off-session authentication failure Stripe leaves the PaymentIntent without its card
   * (requires_payment_method). The card is put back on it, so the customer's `confirmCardPayment(clientSecret)`
   * needs nothing else; if that fails, the result still stands (the browser may pass the card itself).
   */
  private async awaitCustomer(
    pi: Stripe.PaymentIntent,
    paymentMethod: string,
  ): Promise<Gateway.ChargeResult> {
    const result = toChargeResult(pi);
    if (
      result.status === 'requires_action' &&
      pi.status === 'requires_payment_method' &&
      !pi.payment_method
    ) {
      await this.stripe.paymentIntents
        .update(pi.id, { payment_method: paymentMethod })
        .catch(() => undefined);
    }
    return result;
  }

  async cancelCharge(reference: string) {
    try {
      await this.stripe.paymentIntents.cancel(reference);
    } catch (err) {
      // Succeeded or already canceled: nothing left to give up.
      if (err instanceof errors.StripeInvalidRequestError) return;
      translateError(err);
    }
  }

  async refund(input: Gateway.RefundInput): Promise<Gateway.RefundResult> {
    try {
      const refund = await this.stripe.refunds.create(
        { payment_intent: input.reference, amount: input.amountCents },
        { idempotencyKey: input.idempotencyKey },
      );
      const status =
        refund.status === 'succeeded'
          ? 'succeeded'
          : refund.status === 'failed' || refund.status === 'canceled'
            ? 'failed'
            : 'pending';
      return { status, reference: refund.id };
    } catch (err) {
      if (err instanceof errors.StripeInvalidRequestError && err.code === 'charge_already_refunded') {
        throw new PaymentError('refund_exceeds_charge', err.message);
      }
      if (err instanceof errors.StripeInvalidRequestError && err.param === 'amount') {
        throw new PaymentError('refund_exceeds_charge', err.message);
      }
      if (
        err instanceof errors.StripeInvalidRequestError &&
        !(err instanceof errors.StripeIdempotencyError)
      ) {
        throw new PaymentError('charge_not_found', err.message);
      }
      return translateError(err);
    }
  }

  async createPayoutAccount(input: {
    userId: string;
    email: string;
    country: 'CA' | 'PT' | null;
    idempotencyKey: string;
  }) {
    const account = await this.stripe.accounts
      .create(
        {
          type: 'express',
          email: input.email,
          ...(input.country ? { country: input.country } : {}),
          capabilities: { transfers: { requested: true } },
          metadata: { userId: input.userId },
        },
        { idempotencyKey: input.idempotencyKey },
      )
      .catch(translateError);
    return { id: account.id };
  }

  async createOnboardingLink(input: { accountId: string; refreshUrl: string; returnUrl: string }) {
    const link = await this.stripe.accountLinks
      .create({
        account: input.accountId,
        refresh_url: input.refreshUrl,
        return_url: input.returnUrl,
        type: 'account_onboarding',
      })
      .catch(translateError);
    return { url: link.url };
  }

  async retrievePayoutAccount(accountId: string) {
    const account = await this.stripe.accounts.retrieve(accountId).catch(translateError);
    return { payoutsEnabled: account.payouts_enabled === true };
  }

  async transfer(input: Gateway.TransferInput): Promise<Gateway.TransferResult> {
    try {
      const transfer = await this.stripe.transfers.create(
        {
          amount: input.amountCents,
          currency: input.currency.toLowerCase(),
          destination: input.destination,
          description: input.description,
        },
        { idempotencyKey: input.idempotencyKey },
      );
      return { status: 'succeeded', reference: transfer.id, failureReason: null };
    } catch (err) {
      // Refused (e.g. insufficient platform balance, account cannot receive): recorded and retried later.
      if (
        err instanceof errors.StripeInvalidRequestError &&
        !(err instanceof errors.StripeIdempotencyError)
      ) {
        return { status: 'failed', reference: null, failureReason: err.message };
      }
      return translateError(err);
    }
  }

  /** STRIPE_WEBHOOK_SECRET may hold several secrets, comma-separated: the platform and the Connect endpoint's. */
  parseWebhook(rawBody: Buffer, signature: string | undefined): GatewayEvent {
    for (const secret of this.config.webhookSecret
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)) {
      try {
        const event = this.stripe.webhooks.constructEvent(rawBody, signature ?? '', secret);
        return { id: event.id, sourceType: event.type, fact: readStripeEvent(event), payload: event };
      } catch {
        // Not this secret: try the next one.
      }
    }
    throw new PaymentError('webhook_signature_invalid', 'The webhook signature is not valid.');
  }
}
