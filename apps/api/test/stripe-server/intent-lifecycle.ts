import { randomBytes } from 'node:crypto';
import type Stripe from 'stripe';
import { metadataOf, optionalBoolean, optionalString, type Params, stringList } from './http-io.js';
import { resolvePaymentMethod } from './payment-methods.js';
import { checkClientSecret, checkUsableFor, requireCustomer } from './payment-rules.js';
import type { RequestContext, Route } from './route.js';
import { nowSeconds, type StripeState } from './state.js';
import { invalidRequest } from './stripe-error.js';

/** What PaymentIntents and SetupIntents share: how a payment method is set and a confirmation begins. */
type Intent = Stripe.PaymentIntent | Stripe.SetupIntent;
type IntentKind = 'PaymentIntent' | 'SetupIntent';

function unexpectedStateCode(kind: IntentKind): string {
  return kind === 'PaymentIntent' ? 'payment_intent_unexpected_state' : 'setup_intent_unexpected_state';
}

/** What Stripe.js presents to act on an intent: `<id>_secret_<random>`. */
function clientSecretFor(id: string): string {
  return `${id}_secret_${randomBytes(18).toString('base64url')}`;
}

/** The fields a new PaymentIntent and SetupIntent share, read from the create request. */
export function newIntentFields(context: RequestContext, id: string) {
  const { state, params } = context;
  const customer = optionalString(params, 'customer');
  if (customer) requireCustomer(state, customer);
  const automatic = params.automatic_payment_methods as Params | undefined;
  // `allowed_payment_method_types` since the 2026 API versions; `payment_method_types` before.
  const allowed =
    stringList(params, 'allowed_payment_method_types') ?? stringList(params, 'payment_method_types');
  return {
    id,
    allowed_payment_method_types:
      (allowed as Stripe.SetupIntent.AllowedPaymentMethodType[] | undefined) ?? null,
    application: null,
    automatic_payment_methods: automatic
      ? { allow_redirects: 'always' as const, enabled: automatic.enabled === 'true' }
      : null,
    client_secret: clientSecretFor(id),
    created: nowSeconds(),
    customer: customer ?? null,
    customer_account: null,
    description: optionalString(params, 'description') ?? null,
    excluded_payment_method_types: null,
    livemode: false,
    metadata: metadataOf(params),
    next_action: null,
    on_behalf_of: null,
    payment_method: null,
    payment_method_configuration_details: null,
    payment_method_options: {},
    payment_method_types: allowed ?? ['card'],
    status: 'requires_payment_method' as const,
  };
}

/** Sets the payment method to use (a test id makes a fresh pm_…), leaving the intent to be confirmed. */
function setIntentPaymentMethod(state: StripeState, intent: Intent, id: string): void {
  const paymentMethod = resolvePaymentMethod(state, id);
  checkUsableFor(state, paymentMethod, typeof intent.customer === 'string' ? intent.customer : null);
  intent.payment_method = paymentMethod.id;
  intent.status = 'requires_confirmation';
}

/** The checks before confirming, and the payment method the confirmation may name; answers the pm id. */
function beginConfirmation(context: RequestContext, intent: Intent, kind: IntentKind): string {
  checkClientSecret(context, intent, kind);
  if (!['requires_payment_method', 'requires_confirmation', 'requires_action'].includes(intent.status)) {
    throw invalidRequest(
      `This ${kind}'s status is ${intent.status}, but must be one of requires_payment_method, requires_confirmation, or requires_action to be confirmed.`,
      undefined,
      unexpectedStateCode(kind),
    );
  }
  const named = optionalString(context.params, 'payment_method');
  if (named) setIntentPaymentMethod(context.state, intent, named);
  return checkHasPaymentMethod(intent, kind);
}

/** An intent confirmed at creation (`confirm=true`) must name its payment method too. */
export function checkHasPaymentMethod(intent: Intent, kind: IntentKind): string {
  if (!intent.payment_method) {
    throw invalidRequest(
      `You cannot confirm this ${kind} because it's missing a payment method. To confirm the ${kind}, you must provide a payment method.`,
      'payment_method',
      unexpectedStateCode(kind),
    );
  }
  return String(intent.payment_method);
}

/** What one kind of intent brings to the routes every intent has. */
interface IntentKindRoutes<T extends Intent> {
  kind: IntentKind;
  /** Where its routes are, e.g. /v1/payment_intents. */
  base: string;
  /** A new intent from the create request (its own checks, then newIntentFields and its own fields). */
  build: (context: RequestContext) => T;
  store: (state: StripeState) => Map<string, T>;
  find: (state: StripeState, id: string) => T;
  /** What the card does on confirmation. */
  confirmIntent: (context: RequestContext, intent: T) => T;
  /** Records the `<object>.created` or `.canceled` event of this kind. */
  emit: (context: RequestContext, what: 'created' | 'canceled', intent: T) => void;
  /** What else this kind notes when canceled (a PaymentIntent: when, and why). */
  canceled?: (context: RequestContext, intent: T) => void;
}

/**
 * `POST <base>` (confirmed at once with confirm=true), `GET <base>/:id` and `POST <base>/:id/confirm` (both also
 * open to Stripe.js: publishable key with the intent's client_secret) and `POST <base>/:id/cancel`.
 */
export function intentRoutes<T extends Intent>(intentKind: IntentKindRoutes<T>): Route[] {
  const { kind, base, find, confirmIntent } = intentKind;
  return [
    {
      method: 'POST',
      pattern: base,
      handle: (context) => {
        const intent = intentKind.build(context);
        const paymentMethod = optionalString(context.params, 'payment_method');
        if (paymentMethod) setIntentPaymentMethod(context.state, intent, paymentMethod);
        intentKind.store(context.state).set(intent.id, intent);
        intentKind.emit(context, 'created', intent);
        return optionalBoolean(context.params, 'confirm') ? confirmIntent(context, intent) : intent;
      },
    },
    {
      method: 'GET',
      pattern: `${base}/:id`,
      publishable: true,
      handle: (context) => {
        const intent = find(context.state, context.path.id ?? '');
        checkClientSecret(context, intent, kind);
        return intent;
      },
    },
    {
      method: 'POST',
      pattern: `${base}/:id/confirm`,
      publishable: true,
      handle: (context) => {
        const intent = find(context.state, context.path.id ?? '');
        beginConfirmation(context, intent, kind);
        return confirmIntent(context, intent);
      },
    },
    {
      method: 'POST',
      pattern: `${base}/:id/cancel`,
      handle: (context) => {
        const intent = find(context.state, context.path.id ?? '');
        // Only an intent still waiting can be canceled.
        if (intent.status === 'succeeded' || intent.status === 'canceled') {
          throw invalidRequest(
            `You cannot cancel this ${kind} because it has a status of ${intent.status}.`,
            undefined,
            unexpectedStateCode(kind),
          );
        }
        intent.status = 'canceled';
        intent.next_action = null;
        intentKind.canceled?.(context, intent);
        intentKind.emit(context, 'canceled', intent);
        return intent;
      },
    },
  ];
}
