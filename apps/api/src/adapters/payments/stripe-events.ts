import type Stripe from 'stripe';
import type { GatewayEventFact } from '../../lib/gateway-events';
import { idOf, toChargeResult } from './stripe-results';

function paymentFact(
  pi: Stripe.PaymentIntent,
  type: 'payment_succeeded' | 'payment_failed' | 'payment_requires_action',
): GatewayEventFact {
  const result = toChargeResult(pi);
  // payment_failed with authentication_required is Stripe's off-session "needs the customer" outcome.
  const effective =
    type === 'payment_failed' && result.status === 'requires_action' ? 'payment_requires_action' : type;
  return {
    type: effective,
    reference: pi.id,
    chargeId: pi.metadata?.chargeId ?? null,
    failureCode: result.failureCode,
    failureMessage: result.failureMessage ?? null,
    clientSecret: effective === 'payment_requires_action' ? pi.client_secret : null,
  };
}

function disputeStatus(status: string): 'open' | 'won' | 'lost' {
  if (status === 'won') return 'won';
  if (status === 'lost') return 'lost';
  return 'open';
}

/** The Stripe events we act on (README "Going live with Stripe" lists them), read into gateway-neutral facts. */
export function readStripeEvent(event: Stripe.Event): GatewayEventFact {
  switch (event.type) {
    case 'payment_intent.succeeded':
      return paymentFact(event.data.object, 'payment_succeeded');
    case 'payment_intent.payment_failed':
      return paymentFact(event.data.object, 'payment_failed');
    case 'payment_intent.requires_action':
      return paymentFact(event.data.object, 'payment_requires_action');
    case 'charge.refunded': {
      const refunds = event.data.object.refunds?.data ?? [];
      return {
        type: 'refund_updated',
        refunds: refunds.map((r) => ({ reference: r.id, status: refundStatus(r.status) })),
      };
    }
    case 'refund.updated':
    case 'refund.failed':
      return {
        type: 'refund_updated',
        refunds: [{ reference: event.data.object.id, status: refundStatus(event.data.object.status) }],
      };
    case 'charge.dispute.created':
    case 'charge.dispute.updated':
    case 'charge.dispute.closed': {
      const d = event.data.object;
      return {
        type: 'dispute_updated',
        disputeId: d.id,
        paymentReference: idOf(d.payment_intent),
        amountCents: d.amount,
        currency: d.currency.toUpperCase(),
        reason: d.reason ?? null,
        status: disputeStatus(d.status),
      };
    }
    case 'account.updated':
      return {
        type: 'account_updated',
        accountId: event.data.object.id,
        payoutsEnabled: event.data.object.payouts_enabled === true,
      };
    case 'transfer.reversed':
      // Sent for partial reversals too; the transfer's amount_reversed is the total taken back so far.
      return {
        type: 'transfer_reversed',
        transferReference: event.data.object.id,
        amountReversedCents: event.data.object.amount_reversed,
      };
    default:
      return { type: 'ignored' };
  }
}

function refundStatus(status: string | null): 'succeeded' | 'failed' | 'pending' {
  if (status === 'succeeded') return 'succeeded';
  if (status === 'failed' || status === 'canceled') return 'failed';
  return 'pending';
}
