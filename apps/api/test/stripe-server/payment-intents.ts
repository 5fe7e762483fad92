import type Stripe from 'stripe';
import { optionalBoolean, optionalString, requiredAmount, requiredCurrency } from './http-io.js';
import { checkHasPaymentMethod, intentRoutes, newIntentFields } from './intent-lifecycle.js';
import { attemptPayment } from './payment-attempt.js';
import type { RequestContext, Route } from './route.js';
import { newId, nowSeconds, type StripeState } from './state.js';
import { invalidRequest, resourceMissing } from './stripe-error.js';

function build(context: RequestContext): Stripe.PaymentIntent {
  const { params } = context;
  const currency = requiredCurrency(params);
  const amount = chargeableAmount(requiredAmount(params), currency);
  const setupFutureUsage = optionalString(params, 'setup_future_usage');
  if (setupFutureUsage && setupFutureUsage !== 'off_session' && setupFutureUsage !== 'on_session') {
    throw invalidRequest(`Invalid setup_future_usage: ${setupFutureUsage}`, 'setup_future_usage');
  }
  return {
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

export const paymentIntentRoutes: Route[] = intentRoutes({
  kind: 'PaymentIntent',
  base: '/v1/payment_intents',
  build,
  store: (state) => state.paymentIntents,
  find: (state, id) => requirePaymentIntent(state, id, 'intent'),
  confirmIntent,
  emit: (context, what, intent) => context.events.emit(`payment_intent.${what}`, intent),
  canceled: (context, intent) => {
    intent.canceled_at = nowSeconds();
    const reason = optionalString(context.params, 'cancellation_reason');
    intent.cancellation_reason = (reason as Stripe.PaymentIntent.CancellationReason | undefined) ?? null;
  },
});
