import { createHash } from 'node:crypto';
import type Stripe from 'stripe';
import { metadataOf, type Params, requiredString } from './http-io.js';
import { cardDeclinedError, requireCustomer } from './payment-rules.js';
import type { RequestContext, Route } from './route.js';
import { newId, nowSeconds, type StripeState } from './state.js';
import { invalidRequest, resourceMissing } from './stripe-error.js';
import { TEST_CARDS, type TestCard } from './test-cards.js';

const emptyAddress = { city: null, country: null, line1: null, line2: null, postal_code: null, state: null };

function cardPaymentMethod(
  id: string,
  card: TestCard,
  metadata: Record<string, string>,
): Stripe.PaymentMethod {
  return {
    id,
    object: 'payment_method',
    allow_redisplay: 'unspecified',
    billing_details: { address: emptyAddress, email: null, name: null, phone: null, tax_id: null },
    card: {
      brand: card.brand,
      checks: { address_line1_check: null, address_postal_code_check: null, cvc_check: 'pass' },
      country: card.country,
      display_brand: card.brand,
      // Always valid: four years ahead, as Stripe's test cards accept any future date.
      exp_month: 12,
      exp_year: new Date().getUTCFullYear() + 4,
      fingerprint: createHash('sha256').update(`${card.brand}${card.last4}`).digest('hex').slice(0, 16),
      funding: card.funding,
      generated_from: null,
      last4: card.last4,
      networks: { available: [card.brand], preferred: null },
      regulated_status: 'unregulated',
      three_d_secure_usage: { supported: true },
      wallet: null,
    },
    created: nowSeconds(),
    customer: null,
    customer_account: null,
    livemode: false,
    metadata,
    type: 'card',
  };
}

/**
 * The PaymentMethod a request names. A Stripe test id (`pm_card_visa`…) makes a fresh `pm_…` each time, as
 * Stripe does; anything else must be a stored one.
 */
export function resolvePaymentMethod(
  state: StripeState,
  id: string,
  param = 'payment_method',
): Stripe.PaymentMethod {
  const card = TEST_CARDS[id];
  if (card) {
    const paymentMethod = cardPaymentMethod(newId('pm'), card, {});
    state.paymentMethods.set(paymentMethod.id, paymentMethod);
    state.paymentMethodCards.set(paymentMethod.id, id);
    return paymentMethod;
  }
  const found = state.paymentMethods.get(id);
  if (!found) throw resourceMissing('PaymentMethod', id, param);
  return found;
}

export function testCardOf(state: StripeState, paymentMethodId: string): TestCard {
  const card = TEST_CARDS[state.paymentMethodCards.get(paymentMethodId) ?? ''];
  if (!card) throw new Error(`payment method ${paymentMethodId} has no test card`);
  return card;
}

/** Attaches to a customer (idempotent for the same customer), emitting payment_method.attached. */
export function attachPaymentMethod(
  context: Pick<RequestContext, 'state' | 'events'>,
  paymentMethod: Stripe.PaymentMethod,
  customer: string,
): void {
  if (paymentMethod.customer === customer) return;
  if (context.state.detachedPaymentMethods.has(paymentMethod.id)) {
    throw invalidRequest(
      'The payment method you provided has already been attached to a customer and then detached. It cannot be used again.',
      'payment_method',
      'payment_method_unexpected_state',
    );
  }
  if (paymentMethod.customer) {
    throw invalidRequest(
      'The payment method you provided has already been attached to a customer.',
      'payment_method',
      'payment_method_unexpected_state',
    );
  }
  paymentMethod.customer = customer;
  context.events.emit('payment_method.attached', paymentMethod);
}

function retrieve({ state, path }: RequestContext): Stripe.PaymentMethod {
  return resolvePaymentMethod(state, path.id ?? '', 'id');
}

function create({ state, params }: RequestContext): Stripe.PaymentMethod {
  if (requiredString(params, 'type') !== 'card')
    throw invalidRequest('Only card payment methods exist here.', 'type');
  const token = cardToken(params);
  const card = TEST_CARDS[`pm_card_${token.replace(/^tok_/, '')}`];
  if (!card) throw invalidRequest(`No such token: '${token}'`, 'card[token]', 'resource_missing');
  const paymentMethod = cardPaymentMethod(newId('pm'), card, metadataOf(params));
  state.paymentMethods.set(paymentMethod.id, paymentMethod);
  state.paymentMethodCards.set(paymentMethod.id, `pm_card_${token.replace(/^tok_/, '')}`);
  return paymentMethod;
}

function cardToken(params: Params): string {
  const card = params.card;
  const token = card && typeof card === 'object' ? (card as Record<string, unknown>).token : undefined;
  if (typeof token !== 'string') throw invalidRequest('Missing required param: card[token].', 'card[token]');
  return token;
}

function attach(context: RequestContext): Stripe.PaymentMethod {
  const paymentMethod = resolvePaymentMethod(context.state, context.path.id ?? '', 'id');
  const customer = requireCustomer(context.state, requiredString(context.params, 'customer')).id;
  const behaviour = testCardOf(context.state, paymentMethod.id).behaviour;
  // Attaching validates the card with the issuer: a declining card cannot be saved.
  if (behaviour.kind === 'decline') throw cardDeclinedError(behaviour, {});
  attachPaymentMethod(context, paymentMethod, customer);
  return paymentMethod;
}

function detach(context: RequestContext): Stripe.PaymentMethod {
  const paymentMethod = resolvePaymentMethod(context.state, context.path.id ?? '', 'id');
  if (!paymentMethod.customer) {
    throw invalidRequest(
      'The payment method you provided is not attached to a customer so detachment is impossible.',
      undefined,
      'payment_method_unexpected_state',
    );
  }
  paymentMethod.customer = null;
  context.state.detachedPaymentMethods.add(paymentMethod.id);
  context.events.emit('payment_method.detached', paymentMethod);
  return paymentMethod;
}

function listForCustomer({ state, path, params }: RequestContext): Stripe.ApiList<Stripe.PaymentMethod> {
  const customer = path.id ?? (typeof params.customer === 'string' ? params.customer : '');
  requireCustomer(state, customer);
  const data = [...state.paymentMethods.values()].filter((method) => method.customer === customer).reverse();
  return { object: 'list', data, has_more: false, url: `/v1/customers/${customer}/payment_methods` };
}

export const paymentMethodRoutes: Route[] = [
  { method: 'POST', pattern: '/v1/payment_methods', handle: create },
  { method: 'GET', pattern: '/v1/payment_methods', handle: listForCustomer },
  { method: 'GET', pattern: '/v1/payment_methods/:id', handle: retrieve },
  { method: 'POST', pattern: '/v1/payment_methods/:id/attach', handle: attach },
  { method: 'POST', pattern: '/v1/payment_methods/:id/detach', handle: detach },
  { method: 'GET', pattern: '/v1/customers/:id/payment_methods', handle: listForCustomer },
];
