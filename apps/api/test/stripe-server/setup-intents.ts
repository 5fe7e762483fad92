import type Stripe from 'stripe';
import { optionalString } from './http-io.js';
import {
  checkCancelable,
  checkHasPaymentMethod,
  newIntentFields,
  retrieveAndConfirmRoutes,
  storeNewIntent,
} from './intent-lifecycle.js';
import { authenticationNextAction } from './payment-attempt.js';
import { attachPaymentMethod, testCardOf } from './payment-methods.js';
import { cardDeclinedError } from './payment-rules.js';
import type { RequestContext, Route } from './route.js';
import { newId, type StripeState } from './state.js';
import { invalidRequest, resourceMissing } from './stripe-error.js';

function create(context: RequestContext): Stripe.SetupIntent {
  const { state, events, params } = context;
  const usage = optionalString(params, 'usage') ?? 'off_session';
  if (usage !== 'off_session' && usage !== 'on_session')
    throw invalidRequest(`Invalid usage: ${usage}`, 'usage');
  const intent: Stripe.SetupIntent = {
    ...newIntentFields(context, newId('seti')),
    object: 'setup_intent',
    cancellation_reason: null,
    flow_directions: null,
    last_setup_error: null,
    latest_attempt: null,
    mandate: null,
    single_use_mandate: null,
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
