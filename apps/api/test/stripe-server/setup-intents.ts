import type Stripe from 'stripe';
import { optionalString } from './http-io.js';
import { checkHasPaymentMethod, intentRoutes, newIntentFields } from './intent-lifecycle.js';
import { authenticationNextAction } from './payment-attempt.js';
import { attachPaymentMethod, testCardOf } from './payment-methods.js';
import { cardDeclinedError } from './payment-rules.js';
import type { RequestContext, Route } from './route.js';
import { newId, type StripeState } from './state.js';
import { invalidRequest, resourceMissing } from './stripe-error.js';

function build(context: RequestContext): Stripe.SetupIntent {
  const usage = optionalString(context.params, 'usage') ?? 'off_session';
  if (usage !== 'off_session' && usage !== 'on_session')
    throw invalidRequest(`Invalid usage: ${usage}`, 'usage');
  return {
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

export const setupIntentRoutes: Route[] = intentRoutes({
  kind: 'SetupIntent',
  base: '/v1/setup_intents',
  build,
  store: (state) => state.setupIntents,
  find: requireSetupIntent,
  confirmIntent,
  emit: (context, what, intent) => context.events.emit(`setup_intent.${what}`, intent),
});
