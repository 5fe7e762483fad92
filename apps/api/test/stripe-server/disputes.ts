import type Stripe from 'stripe';
import type { EventLog } from './events.js';
import { type Route, retrieveRoute } from './route.js';
import { newId, nowSeconds, type StripeState } from './state.js';
import { invalidRequest, resourceMissing } from './stripe-error.js';

const evidenceFields = [
  'access_activity_log',
  'billing_address',
  'cancellation_policy',
  'cancellation_policy_disclosure',
  'cancellation_rebuttal',
  'customer_communication',
  'customer_email_address',
  'customer_name',
  'customer_purchase_ip',
  'customer_signature',
  'duplicate_charge_documentation',
  'duplicate_charge_explanation',
  'duplicate_charge_id',
  'product_description',
  'receipt',
  'refund_policy',
  'refund_policy_disclosure',
  'refund_refusal_explanation',
  'service_date',
  'service_documentation',
  'shipping_address',
  'shipping_carrier',
  'shipping_date',
  'shipping_documentation',
  'shipping_tracking_number',
  'uncategorized_file',
  'uncategorized_text',
] as const;

function emptyEvidence(): Stripe.Dispute.Evidence {
  const evidence = Object.fromEntries(evidenceFields.map((field) => [field, null]));
  return { ...evidence, enhanced_evidence: {} } as Stripe.Dispute.Evidence;
}

/** The charge a dispute is about: a `ch_…` or the latest charge of a `pi_…`. */
function disputedCharge(state: StripeState, chargeOrPaymentIntentId: string): Stripe.Charge {
  const intent = state.paymentIntents.get(chargeOrPaymentIntentId);
  const chargeId = intent ? String(intent.latest_charge) : chargeOrPaymentIntentId;
  const charge = state.charges.get(chargeId);
  if (!charge) throw resourceMissing('charge', chargeOrPaymentIntentId);
  if (charge.status !== 'succeeded')
    throw invalidRequest(`Charge ${charge.id} did not succeed; nothing to dispute.`);
  return charge;
}

/** The cardholder disputes a payment with their bank (test control): charge.dispute.created. */
export function openDispute(
  state: StripeState,
  events: EventLog,
  chargeOrPaymentIntentId: string,
  amount?: number,
): Stripe.Dispute {
  const charge = disputedCharge(state, chargeOrPaymentIntentId);
  const card = charge.payment_method_details?.card;
  const created = nowSeconds();
  const dispute: Stripe.Dispute = {
    id: newId('dp'),
    object: 'dispute',
    amount: amount ?? charge.amount,
    balance_transactions: [],
    charge: charge.id,
    created,
    currency: charge.currency,
    enhanced_eligibility_types: [],
    evidence: emptyEvidence(),
    evidence_details: {
      due_by: created + 7 * 24 * 3600,
      enhanced_eligibility: {},
      has_evidence: false,
      past_due: false,
      submission_count: 0,
      submission_method: 'not_submitted',
    },
    intended_submission_method: null,
    is_charge_refundable: false,
    livemode: false,
    metadata: {},
    payment_intent: charge.payment_intent,
    payment_method_details: {
      type: 'card',
      card: {
        brand: card?.brand ?? 'visa',
        case_type: 'chargeback',
        network: card?.network ?? 'visa',
        network_reason_code: '10.4',
      },
    },
    reason: 'fraudulent',
    status: 'needs_response',
  };
  charge.disputed = true;
  state.disputes.set(dispute.id, dispute);
  events.emit('charge.dispute.created', dispute);
  return dispute;
}

/** The bank decides (test control): charge.dispute.closed with status won or lost. */
export function closeDispute(
  state: StripeState,
  events: EventLog,
  disputeId: string,
  status: 'won' | 'lost',
): void {
  const dispute = state.disputes.get(disputeId);
  if (!dispute) throw resourceMissing('dispute', disputeId);
  dispute.status = status;
  dispute.evidence_details.submission_count = Math.max(dispute.evidence_details.submission_count, 1);
  events.emit('charge.dispute.closed', dispute);
}

export const disputeRoutes: Route[] = [
  retrieveRoute('/v1/disputes/:id', 'dispute', (state) => state.disputes),
];
