import type Stripe from 'stripe';
import type { Params } from './http-io.js';
import type { RequestContext } from './route.js';
import type { StripeState } from './state.js';
import { invalidRequest, resourceMissing, StripeApiError } from './stripe-error.js';
import type { CardBehaviour } from './test-cards.js';

export function requireCustomer(state: StripeState, id: string, param = 'customer'): Stripe.Customer {
  const customer = state.customers.get(id);
  if (!customer) throw resourceMissing('customer', id, param);
  return customer;
}

/** The 402 card_error of a declining card, replayed for its Idempotency-Key (the attempt executed). */
export function cardDeclinedError(
  behaviour: Extract<CardBehaviour, { kind: 'decline' }>,
  attached: { payment_intent?: Stripe.PaymentIntent; setup_intent?: Stripe.SetupIntent; charge?: string },
): StripeApiError {
  return new StripeApiError(
    402,
    {
      type: 'card_error',
      code: behaviour.code,
      decline_code: behaviour.declineCode,
      message: behaviour.message,
      doc_url: `https://stripe.com/docs/error-codes/${behaviour.code.replaceAll('_', '-')}`,
      ...attached,
    },
    true,
  );
}

/**
 * A client (Stripe.js with the publishable key) may only touch an intent whose client_secret it presents;
 * the secret key may always.
 */
export function checkClientSecret(
  context: RequestContext,
  intent: { client_secret: string | null },
  kind: string,
) {
  if (context.auth === 'secret') return;
  const given = (context.params as Params).client_secret;
  if (given !== intent.client_secret) {
    throw invalidRequest(
      `The client_secret provided does not match the client_secret associated with the ${kind}.`,
      'client_secret',
    );
  }
}

/** A PaymentMethod can be used for a customer only when attached to that customer or not yet to anyone. */
export function checkUsableFor(
  state: StripeState,
  paymentMethod: Stripe.PaymentMethod,
  customer: string | null,
) {
  if (state.detachedPaymentMethods.has(paymentMethod.id)) {
    throw invalidRequest(
      'The provided PaymentMethod was previously used with a PaymentIntent without Customer attachment, shared with a connected account without Customer attachment, or was detached from a Customer. It may not be used again. To use a PaymentMethod multiple times, you must attach it to a Customer first.',
      'payment_method',
      'payment_method_unexpected_state',
    );
  }
  if (paymentMethod.customer && paymentMethod.customer !== customer) {
    throw invalidRequest(
      `The provided PaymentMethod belongs to a different Customer (${paymentMethod.customer}).`,
      'payment_method',
    );
  }
}
