import Stripe from 'stripe';
import { type AttachedPaymentMethod, type ChargeResult, PaymentError } from '../../lib/payment-gateway';

/** Stripe's objects and errors read as the gateway's results (shared by the adapter and its webhook reader). */

export const errors = Stripe.errors;

/** The card Stripe saved, as we store it (brand, last four, expiry; never the number). */
export function toAttached(pm: Stripe.PaymentMethod): AttachedPaymentMethod | null {
  if (!pm.card) return null;
  return {
    gatewayPaymentMethodId: pm.id,
    brand: pm.card.brand,
    lastFour: pm.card.last4,
    expMonth: pm.card.exp_month,
    expYear: pm.card.exp_year,
  };
}

export const idOf = (v: string | { id: string } | null | undefined) =>
  typeof v === 'string' ? v : (v?.id ?? null);

/** Stripe's specific decline reason when it has one (insufficient_funds…), else its error code (card_declined). */
export const declineCode = (decline?: string | null, code?: string | null) =>
  decline && decline !== 'generic_decline' ? decline : (code ?? null);

/** A PaymentIntent's state as our charge result. */
export function toChargeResult(pi: Stripe.PaymentIntent): ChargeResult {
  if (pi.status === 'succeeded') return { status: 'succeeded', reference: pi.id, failureCode: null };
  const lastError = pi.last_payment_error;
  const needsCustomer =
    pi.status === 'requires_action' ||
    (pi.status === 'requires_payment_method' && lastError?.code === 'authentication_required');
  if (needsCustomer) {
    return {
      status: 'requires_action',
      reference: pi.id,
      failureCode: 'authentication_required',
      failureMessage: lastError?.message ?? 'Your bank needs you to confirm this payment.',
      clientSecret: pi.client_secret,
    };
  }
  return {
    status: 'failed',
    reference: pi.id,
    failureCode: declineCode(lastError?.decline_code, lastError?.code) ?? pi.status,
    failureMessage: lastError?.message ?? 'Your card was declined.',
  };
}

/** Stripe's error for a key reused with other parameters, its 5xx and network errors, as ours. */
export function translateError(err: unknown): never {
  if (err instanceof errors.StripeIdempotencyError) {
    throw new PaymentError('idempotency_key_reused', err.message);
  }
  if (err instanceof errors.StripeConnectionError || err instanceof errors.StripeAPIError) {
    throw new PaymentError(
      'gateway_unavailable',
      'The card processor could not be reached. Try again shortly.',
    );
  }
  throw err;
}
