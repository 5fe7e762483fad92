import type Stripe from 'stripe';
import { metadataOf, optionalString, type Params, stringList } from './http-io.js';
import {
  checkCancelable,
  checkHasPaymentMethod,
  retrieveAndConfirmRoutes,
  storeNewIntent,
} from './intent-lifecycle.js';
import { authenticationNextAction } from './payment-attempt.js';
import { clientSecretFor } from './payment-intents.js';
import { attachPaymentMethod, testCardOf } from './payment-methods.js';
import { cardDeclinedError, requireCustomer } from './payment-rules.js';
import type { RequestContext, Route } from './route.js';
import { newId, nowSeconds, type StripeState } from './state.js';
import { invalidRequest, resourceMissing } from './stripe-error.js';

function create(context: RequestContext): Stripe.SetupIntent {
  const { state, events, params } = context;
  const customer = optionalString(params, 'customer');
  if (customer) requireCustomer(state, customer);
  const usage = optionalString(params, 'usage') ?? 'off_session';
  if (usage !== 'off_session' && usage !== 'on_session')
    throw invalidRequest(`Invalid usage: ${usage}`, 'usage');
  const automatic = params.automatic_payment_methods as Params | undefined;
  // `allowed_payment_method_types` since the 2026 API versions; `payment_method_types` before.
  const allowed =
    stringList(params, 'allowed_payment_method_types') ?? stringList(params, 'payment_method_types');
  const id = newId('seti');
  const intent: Stripe.SetupIntent = {
    id,
    object: 'setup_intent',
    allowed_payment_method_types:
      (allowed as Stripe.SetupIntent.AllowedPaymentMethodType[] | undefined) ?? null,
    application: null,
    automatic_payment_methods: automatic
      ? { allow_redirects: 'always', enabled: automatic.enabled === 'true' }
      : null,
    cancellation_reason: null,
    client_secret: clientSecretFor(id),
    created: nowSeconds(),
    customer: customer ?? null,
    customer_account: null,
    description: optionalString(params, 'description') ?? null,
    excluded_payment_method_types: null,
    flow_directions: null,
    last_setup_error: null,
    latest_attempt: null,
    livemode: false,
    mandate: null,
    metadata: metadataOf(params),
    next_action: null,
    on_behalf_of: null,
    payment_method: null,
    payment_method_configuration_details: null,
    payment_method_options: {},
    payment_method_types: allowed ?? ['card'],
    single_use_mandate: null,
    status: 'requires_payment_method',
    usage,
  };
  return storeNewIntent(
    context,
    intent,
    state.setupIntents,
    (created) => events.emit('setup_intent.created', created),
    confirmIntent,
  );
}

/**
 * Confirms as the card behaves: saved (attached to the customer), declined (402, setup_intent.setup_failed), or
 * the 3-D Secure card waiting in requires_action until the customer authenticates.
 */
function confirmIntent(context: RequestContext, intent: Stripe.SetupIntent): Stripe.SetupIntent {
  const { state, events } = context;
  const paymentMethodId = checkHasPaymentMethod(intent, 'SetupIntent');
  const behaviour = testCardOf(state, paymentMethodId).behaviour;
  if (behaviour.kind === 'succeed') return setupSucceeded(context, intent);
  if (behaviour.kind === 'decline') {
    const paymentMethod = state.paymentMethods.get(paymentMethodId);
    setupFailed(context, intent, {
      type: 'card_error',
      code: behaviour.code as Stripe.SetupIntent.LastSetupError.Code,
      decline_code: behaviour.declineCode,
      message: behaviour.message,
      ...(paymentMethod ? { payment_method: structuredClone(paymentMethod) } : {}),
      payment_method_type: 'card',
    });
    throw cardDeclinedError(behaviour, { setup_intent: structuredClone(intent) });
  }
  intent.status = 'requires_action';
  intent.next_action = authenticationNextAction(
    context.baseUrl,
    intent.id,
    optionalString(context.params, 'return_url'),
  );
  events.emit('setup_intent.requires_action', intent);
  return intent;
}

export function setupSucceeded(
  context: Pick<RequestContext, 'state' | 'events'>,
  intent: Stripe.SetupIntent,
): Stripe.SetupIntent {
  const paymentMethod = context.state.paymentMethods.get(String(intent.payment_method));
  if (paymentMethod && typeof intent.customer === 'string') {
    attachPaymentMethod(context, paymentMethod, intent.customer);
  }
  intent.status = 'succeeded';
  intent.next_action = null;
  intent.last_setup_error = null;
  intent.latest_attempt = newId('setatt');
  context.events.emit('setup_intent.succeeded', intent);
  return intent;
}

export function setupFailed(
  context: Pick<RequestContext, 'state' | 'events'>,
  intent: Stripe.SetupIntent,
  error: Stripe.SetupIntent.LastSetupError,
): void {
  intent.status = 'requires_payment_method';
  intent.next_action = null;
  intent.payment_method = null;
  intent.last_setup_error = error;
  intent.latest_attempt = newId('setatt');
  context.events.emit('setup_intent.setup_failed', intent);
}

export function requireSetupIntent(state: StripeState, id: string, param = 'intent'): Stripe.SetupIntent {
  const intent = state.setupIntents.get(id);
  if (!intent) throw resourceMissing('setupintent', id, param);
  return intent;
}

function cancel(context: RequestContext): Stripe.SetupIntent {
  const intent = requireSetupIntent(context.state, context.path.id ?? '');
  checkCancelable(intent, 'SetupIntent');
  intent.status = 'canceled';
  intent.next_action = null;
  context.events.emit('setup_intent.canceled', intent);
  return intent;
}

export const setupIntentRoutes: Route[] = [
  { method: 'POST', pattern: '/v1/setup_intents', handle: create },
  ...retrieveAndConfirmRoutes('SetupIntent', '/v1/setup_intents', requireSetupIntent, confirmIntent),
  { method: 'POST', pattern: '/v1/setup_intents/:id/cancel', handle: cancel },
];
