import type Stripe from 'stripe';
import { createCharge } from './charges.js';
import type { EventLog } from './events.js';
import { attachPaymentMethod, testCardOf } from './payment-methods.js';
import { cardDeclinedError } from './payment-rules.js';
import type { StripeState } from './state.js';
import { StripeApiError } from './stripe-error.js';

/** Where a customer completes 3-D Secure on this server (a browser journey can open it). */
export function authenticationNextAction(
  baseUrl: string,
  intentId: string,
  returnUrl: string | undefined,
): Stripe.PaymentIntent.NextAction & Stripe.SetupIntent.NextAction {
  const page = `${baseUrl}/_test/3ds/${intentId}`;
  if (returnUrl) {
    const url = `${page}?return_url=${encodeURIComponent(returnUrl)}`;
    return { type: 'redirect_to_url', redirect_to_url: { url, return_url: returnUrl } };
  }
  return { type: 'use_stripe_sdk', use_stripe_sdk: { type: 'three_d_secure_redirect', stripe_js: page } };
}

/**
 * Confirms a PaymentIntent whose payment_method is set, as the card behaves: a charge that succeeds, a decline
 * (402, PI back to requires_payment_method), or for the 3-D Secure card either `requires_action` on-session or
 * the 402 `authentication_required` off-session (Stripe never authenticates an off-session payment).
 */
export function attemptPayment(
  state: StripeState,
  events: EventLog,
  intent: Stripe.PaymentIntent,
  options: { offSession: boolean; baseUrl: string; returnUrl: string | undefined },
): Stripe.PaymentIntent {
  const paymentMethod = state.paymentMethods.get(String(intent.payment_method));
  if (!paymentMethod) throw new Error('attemptPayment needs a stored payment method');
  const behaviour = testCardOf(state, paymentMethod.id).behaviour;
  if (behaviour.kind === 'succeed') return chargeSucceeded(state, events, intent, paymentMethod, false);
  if (behaviour.kind === 'decline') {
    const charge = createCharge(state, intent, paymentMethod, { paid: false, ...behaviour }, false);
    events.emit('charge.failed', charge);
    paymentFailed(events, intent, paymentMethod, cardDeclinedError(behaviour, {}).body, charge.id);
    throw cardDeclinedError(behaviour, { charge: charge.id, payment_intent: structuredClone(intent) });
  }
  if (!options.offSession) {
    intent.status = 'requires_action';
    intent.next_action = authenticationNextAction(options.baseUrl, intent.id, options.returnUrl);
    events.emit('payment_intent.requires_action', intent);
    return intent;
  }
  const message = 'Your card was declined. This transaction requires authentication.';
  const error = {
    type: 'card_error' as const,
    code: 'authentication_required',
    decline_code: 'authentication_required',
    message,
    doc_url: 'https://stripe.com/docs/error-codes/authentication-required',
  };
  const charge = createCharge(
    state,
    intent,
    paymentMethod,
    { paid: false, code: 'authentication_required', declineCode: 'authentication_required', message },
    false,
  );
  events.emit('charge.failed', charge);
  paymentFailed(events, intent, paymentMethod, error, charge.id);
  throw new StripeApiError(
    402,
    { ...error, charge: charge.id, payment_intent: structuredClone(intent) },
    true,
  );
}

/** The customer passed or failed the 3-D Secure challenge of a PaymentIntent in requires_action. */
export function finishPaymentAuthentication(
  state: StripeState,
  events: EventLog,
  intent: Stripe.PaymentIntent,
  outcome: 'succeed' | 'fail',
): void {
  const paymentMethod = state.paymentMethods.get(String(intent.payment_method));
  if (!paymentMethod) throw new Error('finishPaymentAuthentication needs a stored payment method');
  intent.next_action = null;
  if (outcome === 'succeed') {
    chargeSucceeded(state, events, intent, paymentMethod, true);
    return;
  }
  paymentFailed(
    events,
    intent,
    paymentMethod,
    {
      type: 'invalid_request_error',
      code: 'payment_intent_authentication_failure',
      message:
        'The provided PaymentMethod has failed authentication. You can provide payment_method_data or a new PaymentMethod to attempt to fulfill this PaymentIntent again.',
    },
    null,
  );
}

function chargeSucceeded(
  state: StripeState,
  events: EventLog,
  intent: Stripe.PaymentIntent,
  paymentMethod: Stripe.PaymentMethod,
  authenticated: boolean,
): Stripe.PaymentIntent {
  const charge = createCharge(state, intent, paymentMethod, { paid: true }, authenticated);
  // `setup_future_usage`: the card that just paid is saved to the customer for later payments.
  if (intent.setup_future_usage && typeof intent.customer === 'string' && !paymentMethod.customer) {
    attachPaymentMethod({ state, events }, paymentMethod, intent.customer);
  }
  intent.status = 'succeeded';
  intent.amount_received = intent.amount;
  intent.latest_charge = charge.id;
  intent.last_payment_error = null;
  intent.next_action = null;
  events.emit('charge.succeeded', charge);
  events.emit('payment_intent.succeeded', intent);
  return intent;
}

function paymentFailed(
  events: EventLog,
  intent: Stripe.PaymentIntent,
  paymentMethod: Stripe.PaymentMethod,
  error: { type: string; code?: string; decline_code?: string; message: string; doc_url?: string },
  chargeId: string | null,
): void {
  intent.status = 'requires_payment_method';
  intent.next_action = null;
  if (chargeId) intent.latest_charge = chargeId;
  intent.last_payment_error = {
    type: error.type as Stripe.PaymentIntent.LastPaymentError.Type,
    ...(chargeId ? { charge: chargeId } : {}),
    ...(error.code ? { code: error.code as Stripe.PaymentIntent.LastPaymentError.Code } : {}),
    ...(error.decline_code ? { decline_code: error.decline_code } : {}),
    ...(error.doc_url ? { doc_url: error.doc_url } : {}),
    message: error.message,
    payment_method: structuredClone(paymentMethod),
    payment_method_type: 'card',
  };
  // Stripe keeps the failed card off the intent, so the next confirm must name one.
  intent.payment_method = null;
  events.emit('payment_intent.payment_failed', intent);
}
