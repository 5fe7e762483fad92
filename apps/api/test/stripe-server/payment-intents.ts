import type Stripe from 'stripe';
import { optionalBoolean, optionalString, requiredAmount, requiredCurrency } from './http-io.js';
import {
  checkCancelable,
  checkHasPaymentMethod,
  newIntentFields,
  retrieveAndConfirmRoutes,
  storeNewIntent,
} from './intent-lifecycle.js';
import { attemptPayment } from './payment-attempt.js';
import type { RequestContext, Route } from './route.js';
import { newId, nowSeconds, type StripeState } from './state.js';
import { invalidRequest, resourceMissing } from './stripe-error.js';

function create(context: RequestContext): Stripe.PaymentIntent {
  const { state, events, params } = context;
  const currency = requiredCurrency(params);
  const amount = chargeableAmount(requiredAmount(params), currency);
  const setupFutureUsage = optionalString(params, 'setup_future_usage');
  if (setupFutureUsage && setupFutureUsage !== 'off_session' && setupFutureUsage !== 'on_session') {
    throw invalidRequest(`Invalid setup_future_usage: ${setupFutureUsage}`, 'setup_future_usage');
  }
  const intent: Stripe.PaymentIntent = {
    ...newIntentFields(context, newId('pi')),
    object: 'payment_intent',
    amount,
    amount_capturable: 0,
    amount_details: { tip: {} },
    amount_received: 0,
    application_fee_amount: null,
    canceled_at: null,
    cancellation_reason: null,
    capture_method: 'automatic',
    confirmation_method: 'automatic',
    currency,
    last_payment_error: null,
    latest_charge: null,
    managed_payments: null,
    payment_record: null,
    processing: null,
    receipt_email: optionalString(params, 'receipt_email') ?? null,
    review: null,
    setup_future_usage: (setupFutureUsage as Stripe.PaymentIntent.SetupFutureUsage | undefined) ?? null,
    shipping: null,
    source: null,
    statement_descriptor: null,
    statement_descriptor_suffix: null,
    transfer_group: optionalString(params, 'transfer_group') ?? null,
  };
  return storeNewIntent(
    context,
    intent,
    state.paymentIntents,
    (created) => events.emit('payment_intent.created', created),
    confirmIntent,
  );
}

/** Stripe's bounds on a charge: at least 50 cents (or the like) and at most 99,999,999 units. */
function chargeableAmount(amount: number, currency: string): number {
  if (amount < 50) {
    throw invalidRequest(
      `Amount must be at least 50 cents (0.50 ${currency}).`,
      'amount',
      'amount_too_small',
    );
  }
  if (amount > 99_999_999) {
    throw invalidRequest('Amount must be no more than 999,999.99.', 'amount', 'amount_too_large');
  }
  return amount;
}

function confirmIntent(context: RequestContext, intent: Stripe.PaymentIntent): Stripe.PaymentIntent {
  checkHasPaymentMethod(intent, 'PaymentIntent');
  return attemptPayment(context.state, context.events, intent, {
    offSession: optionalBoolean(context.params, 'off_session') ?? false,
    baseUrl: context.baseUrl,
    returnUrl: optionalString(context.params, 'return_url'),
  });
}

export function requirePaymentIntent(
  state: StripeState,
  id: string,
  param = 'payment_intent',
): Stripe.PaymentIntent {
  const intent = state.paymentIntents.get(id);
  if (!intent) throw resourceMissing('payment_intent', id, param);
  return intent;
}

function cancel(context: RequestContext): Stripe.PaymentIntent {
  const intent = requirePaymentIntent(context.state, context.path.id ?? '', 'intent');
  checkCancelable(intent, 'PaymentIntent');
  intent.status = 'canceled';
  intent.canceled_at = nowSeconds();
  intent.next_action = null;
  const reason = optionalString(context.params, 'cancellation_reason');
  intent.cancellation_reason = (reason as Stripe.PaymentIntent.CancellationReason | undefined) ?? null;
  context.events.emit('payment_intent.canceled', intent);
  return intent;
}

export const paymentIntentRoutes: Route[] = [
  { method: 'POST', pattern: '/v1/payment_intents', handle: create },
  ...retrieveAndConfirmRoutes(
    'PaymentIntent',
    '/v1/payment_intents',
    (state, id) => requirePaymentIntent(state, id, 'intent'),
    confirmIntent,
  ),
  { method: 'POST', pattern: '/v1/payment_intents/:id/cancel', handle: cancel },
];
