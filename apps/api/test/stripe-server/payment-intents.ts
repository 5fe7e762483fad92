import { randomBytes } from 'node:crypto';
import type Stripe from 'stripe';
import {
  metadataOf,
  optionalBoolean,
  optionalString,
  type Params,
  requiredAmount,
  requiredCurrency,
  stringList,
} from './http-io.js';
import { attemptPayment } from './payment-attempt.js';
import { resolvePaymentMethod } from './payment-methods.js';
import { checkClientSecret, checkUsableFor, requireCustomer } from './payment-rules.js';
import type { RequestContext, Route } from './route.js';
import { newId, nowSeconds, type StripeState } from './state.js';
import { invalidRequest, resourceMissing } from './stripe-error.js';

export function clientSecretFor(id: string): string {
  return `${id}_secret_${randomBytes(18).toString('base64url')}`;
}

function create(context: RequestContext): Stripe.PaymentIntent {
  const { state, events, params } = context;
  const amount = requiredAmount(params);
  const currency = requiredCurrency(params);
  const customerId = optionalString(params, 'customer');
  if (customerId) requireCustomer(state, customerId);
  const id = newId('pi');
  const automatic = params.automatic_payment_methods as Params | undefined;
  // `allowed_payment_method_types` since the 2026 API versions; `payment_method_types` before.
  const allowed =
    stringList(params, 'allowed_payment_method_types') ?? stringList(params, 'payment_method_types');
  const intent: Stripe.PaymentIntent = {
    id,
    object: 'payment_intent',
    allowed_payment_method_types:
      (allowed as Stripe.PaymentIntent.AllowedPaymentMethodType[] | undefined) ?? null,
    amount,
    amount_capturable: 0,
    amount_details: { tip: {} },
    amount_received: 0,
    application: null,
    application_fee_amount: null,
    automatic_payment_methods: automatic
      ? { allow_redirects: 'always', enabled: automatic.enabled === 'true' }
      : null,
    canceled_at: null,
    cancellation_reason: null,
    capture_method: 'automatic',
    client_secret: clientSecretFor(id),
    confirmation_method: 'automatic',
    created: nowSeconds(),
    currency,
    customer: customerId ?? null,
    customer_account: null,
    description: optionalString(params, 'description') ?? null,
    excluded_payment_method_types: null,
    last_payment_error: null,
    latest_charge: null,
    livemode: false,
    managed_payments: null,
    metadata: metadataOf(params),
    next_action: null,
    on_behalf_of: null,
    payment_method: null,
    payment_method_configuration_details: null,
    payment_method_options: {},
    payment_method_types: allowed ?? ['card'],
    payment_record: null,
    processing: null,
    receipt_email: optionalString(params, 'receipt_email') ?? null,
    review: null,
    setup_future_usage: null,
    shipping: null,
    source: null,
    statement_descriptor: null,
    statement_descriptor_suffix: null,
    status: 'requires_payment_method',
    transfer_group: optionalString(params, 'transfer_group') ?? null,
  };
  const paymentMethod = optionalString(params, 'payment_method');
  if (paymentMethod) setPaymentMethod(state, intent, paymentMethod);
  state.paymentIntents.set(id, intent);
  events.emit('payment_intent.created', intent);
  if (optionalBoolean(params, 'confirm')) return confirmIntent(context, intent);
  return intent;
}

function setPaymentMethod(state: StripeState, intent: Stripe.PaymentIntent, id: string): void {
  const paymentMethod = resolvePaymentMethod(state, id);
  checkUsableFor(state, paymentMethod, typeof intent.customer === 'string' ? intent.customer : null);
  intent.payment_method = paymentMethod.id;
  intent.status = 'requires_confirmation';
}

function confirmIntent(context: RequestContext, intent: Stripe.PaymentIntent): Stripe.PaymentIntent {
  const { state, events, params } = context;
  if (!intent.payment_method) {
    throw invalidRequest(
      "You cannot confirm this PaymentIntent because it's missing a payment method. To confirm the PaymentIntent with a customer, you must provide a payment method.",
      'payment_method',
      'payment_intent_unexpected_state',
    );
  }
  const offSession = optionalBoolean(params, 'off_session') ?? false;
  return attemptPayment(state, events, intent, {
    offSession,
    baseUrl: context.baseUrl,
    returnUrl: optionalString(params, 'return_url'),
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

function retrieve(context: RequestContext): Stripe.PaymentIntent {
  const intent = requirePaymentIntent(context.state, context.path.id ?? '', 'intent');
  checkClientSecret(context, intent, 'PaymentIntent');
  return intent;
}

const confirmable = new Set(['requires_payment_method', 'requires_confirmation', 'requires_action']);

function confirm(context: RequestContext): Stripe.PaymentIntent {
  const intent = requirePaymentIntent(context.state, context.path.id ?? '', 'intent');
  checkClientSecret(context, intent, 'PaymentIntent');
  if (!confirmable.has(intent.status)) {
    throw invalidRequest(
      `This PaymentIntent's status is ${intent.status}, but must be one of requires_payment_method, requires_confirmation, or requires_action to be confirmed.`,
      undefined,
      'payment_intent_unexpected_state',
    );
  }
  const paymentMethod = optionalString(context.params, 'payment_method');
  if (paymentMethod) setPaymentMethod(context.state, intent, paymentMethod);
  return confirmIntent(context, intent);
}

function cancel(context: RequestContext): Stripe.PaymentIntent {
  const intent = requirePaymentIntent(context.state, context.path.id ?? '', 'intent');
  if (intent.status === 'succeeded' || intent.status === 'canceled') {
    throw invalidRequest(
      `You cannot cancel this PaymentIntent because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be canceled: requires_payment_method, requires_capture, requires_confirmation, requires_action, processing.`,
      undefined,
      'payment_intent_unexpected_state',
    );
  }
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
  { method: 'GET', pattern: '/v1/payment_intents/:id', publishable: true, handle: retrieve },
  { method: 'POST', pattern: '/v1/payment_intents/:id/confirm', publishable: true, handle: confirm },
  { method: 'POST', pattern: '/v1/payment_intents/:id/cancel', handle: cancel },
];
