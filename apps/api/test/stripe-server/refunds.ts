import type Stripe from 'stripe';
import { requireCharge } from './charges.js';
import { metadataOf, optionalAmount, optionalString } from './http-io.js';
import { requirePaymentIntent } from './payment-intents.js';
import { type RequestContext, type Route, retrieveRoute } from './route.js';
import { newId, nowSeconds } from './state.js';
import { invalidRequest } from './stripe-error.js';

const reasons = new Set(['duplicate', 'fraudulent', 'requested_by_customer']);

/** The succeeded charge a refund names, by `charge` or by the PaymentIntent's latest charge. */
function chargeToRefund(context: RequestContext): Stripe.Charge {
  const { state, params } = context;
  const chargeId = optionalString(params, 'charge');
  const intentId = optionalString(params, 'payment_intent');
  if (!chargeId && !intentId) {
    throw invalidRequest(
      'One of the following params should be provided for this request: payment_intent or charge.',
    );
  }
  if (chargeId) return requireCharge(state, chargeId);
  const intent = requirePaymentIntent(state, intentId ?? '');
  const charge = intent.latest_charge ? state.charges.get(String(intent.latest_charge)) : undefined;
  if (intent.status !== 'succeeded' || !charge) {
    throw invalidRequest(
      `This PaymentIntent (${intent.id}) does not have a successful charge to refund.`,
      'payment_intent',
      'charge_not_refundable',
    );
  }
  return charge;
}

/**
 * Refunds part or the rest of a charge, never more than was paid minus what was already refunded (Stripe's
 * `amount_too_large` / `charge_already_refunded`).
 */
function create(context: RequestContext): Stripe.Refund {
  const { state, events, params } = context;
  const charge = chargeToRefund(context);
  const remaining = charge.amount - charge.amount_refunded;
  if (charge.refunded || remaining === 0) {
    throw invalidRequest(
      `Charge ${charge.id} has already been refunded.`,
      undefined,
      'charge_already_refunded',
    );
  }
  const amount = optionalAmount(params) ?? remaining;
  if (amount > remaining) {
    throw invalidRequest(
      `Refund amount (${amount}) is greater than unrefunded amount on charge (${remaining})`,
      'amount',
      'amount_too_large',
    );
  }
  const reason = optionalString(params, 'reason');
  if (reason && !reasons.has(reason)) throw invalidRequest(`Invalid reason: ${reason}`, 'reason');
  const refund: Stripe.Refund = {
    id: newId('re'),
    object: 'refund',
    amount,
    balance_transaction: newId('txn'),
    charge: charge.id,
    created: nowSeconds(),
    currency: charge.currency,
    customer: charge.customer,
    customer_account: null,
    destination_details: {
      type: 'card',
      card: { reference_status: 'pending', reference_type: 'acquirer_reference_number', type: 'refund' },
    },
    metadata: metadataOf(params),
    payment_intent: charge.payment_intent,
    payment_method: charge.payment_method,
    reason: (reason as Stripe.Refund.Reason | undefined) ?? null,
    receipt_number: null,
    source_transfer_reversal: null,
    status: 'succeeded',
    transfer_reversal: null,
  };
  state.refunds.set(refund.id, refund);
  charge.amount_refunded += amount;
  charge.refunded = charge.amount_refunded === charge.amount;
  events.emit('refund.created', refund);
  events.emit('charge.refunded', charge);
  return refund;
}

export const refundRoutes: Route[] = [
  { method: 'POST', pattern: '/v1/refunds', handle: create },
  retrieveRoute('/v1/refunds/:id', 'refund', (state) => state.refunds),
];
