import type { EventLog } from './events.js';
import { finishPaymentAuthentication } from './payment-attempt.js';
import { setupFailed, setupSucceeded } from './setup-intents.js';
import type { StripeState } from './state.js';

/**
 * The customer passes or fails the 3-D Secure challenge of a SetupIntent or PaymentIntent waiting in
 * requires_action (what Stripe.js's modal does in a browser).
 */
export function completeAuthentication(
  state: StripeState,
  events: EventLog,
  intentId: string,
  outcome: 'succeed' | 'fail',
): void {
  const setupIntent = state.setupIntents.get(intentId);
  const paymentIntent = state.paymentIntents.get(intentId);
  const intent = setupIntent ?? paymentIntent;
  if (!intent) throw new Error(`No such intent: ${intentId}`);
  if (intent.status !== 'requires_action') {
    throw new Error(`Intent ${intentId} is ${intent.status}, not requires_action: nothing to authenticate`);
  }
  if (paymentIntent) {
    finishPaymentAuthentication(state, events, paymentIntent, outcome);
    return;
  }
  if (!setupIntent) return;
  if (outcome === 'succeed') {
    setupSucceeded({ state, events }, setupIntent);
    return;
  }
  const paymentMethod = state.paymentMethods.get(String(setupIntent.payment_method));
  setupFailed({ state, events }, setupIntent, {
    type: 'invalid_request_error',
    code: 'setup_intent_authentication_failure',
    message:
      'The latest attempt to set up the payment method has failed because authentication failed. Provide a new payment method to attempt to set up again.',
    ...(paymentMethod ? { payment_method: structuredClone(paymentMethod) } : {}),
    payment_method_type: 'card',
  });
}
