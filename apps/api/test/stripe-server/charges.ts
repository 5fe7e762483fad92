import type Stripe from 'stripe';
import { type Route, retrieveRoute } from './route.js';
import { newId, nowSeconds, type StripeState } from './state.js';
import { resourceMissing } from './stripe-error.js';

/** How one payment attempt ended, for the charge it leaves behind. */
export type ChargeOutcome =
  | { paid: true }
  | { paid: false; code: string; declineCode: string; message: string };

/** The Charge a PaymentIntent's confirmation creates (succeeded or failed), stored and returned. */
export function createCharge(
  state: StripeState,
  intent: Stripe.PaymentIntent,
  paymentMethod: Stripe.PaymentMethod,
  outcome: ChargeOutcome,
  authenticated: boolean,
): Stripe.Charge {
  const card = paymentMethod.card;
  const charge: Stripe.Charge = {
    id: newId('ch'),
    object: 'charge',
    amount: intent.amount,
    amount_captured: outcome.paid ? intent.amount : 0,
    amount_refunded: 0,
    application: null,
    application_fee: null,
    application_fee_amount: null,
    balance_transaction: outcome.paid ? newId('txn') : null,
    billing_details: paymentMethod.billing_details,
    calculated_statement_descriptor: 'LIMPA',
    captured: outcome.paid,
    created: nowSeconds(),
    currency: intent.currency,
    customer: intent.customer,
    description: intent.description,
    disputed: false,
    failure_balance_transaction: null,
    failure_code: outcome.paid ? null : outcome.code,
    failure_message: outcome.paid ? null : outcome.message,
    fraud_details: {},
    livemode: false,
    metadata: { ...intent.metadata },
    on_behalf_of: null,
    outcome: {
      advice_code: null,
      network_advice_code: null,
      network_decline_code: null,
      network_status: outcome.paid ? 'approved_by_network' : 'declined_by_network',
      reason: outcome.paid ? null : outcome.declineCode,
      risk_level: 'normal',
      seller_message: outcome.paid
        ? 'Payment complete.'
        : 'The bank did not return any further details with this decline.',
      type: outcome.paid ? 'authorized' : 'issuer_declined',
    },
    paid: outcome.paid,
    payment_intent: intent.id,
    payment_method: paymentMethod.id,
    payment_method_details: {
      type: 'card',
      card: {
        amount_authorized: outcome.paid ? intent.amount : null,
        authorization_code: outcome.paid ? '123456' : null,
        brand: card?.brand ?? null,
        checks: card?.checks ?? null,
        country: card?.country ?? null,
        electronic_commerce_indicator: null,
        exp_month: card?.exp_month ?? 12,
        exp_year: card?.exp_year ?? 2030,
        fingerprint: card?.fingerprint ?? null,
        funding: card?.funding ?? null,
        installments: null,
        last4: card?.last4 ?? null,
        mandate: null,
        network: card?.brand ?? null,
        network_transaction_id: outcome.paid ? newId('ntx', 15) : null,
        regulated_status: 'unregulated',
        three_d_secure: authenticated
          ? {
              authentication_flow: 'challenge',
              electronic_commerce_indicator: '05',
              exemption_indicator: null,
              result: 'authenticated',
              result_reason: null,
              transaction_id: newId('3ds', 20),
              version: '2.2.0',
            }
          : null,
        transaction_link_id: null,
        wallet: null,
      },
    },
    receipt_email: intent.receipt_email,
    receipt_number: null,
    receipt_url: null,
    refunded: false,
    review: null,
    shipping: null,
    source: null,
    source_transfer: null,
    statement_descriptor: null,
    statement_descriptor_suffix: null,
    status: outcome.paid ? 'succeeded' : 'failed',
    transfer_data: null,
    transfer_group: intent.transfer_group,
  };
  state.charges.set(charge.id, charge);
  return charge;
}

export function requireCharge(state: StripeState, id: string, param = 'charge'): Stripe.Charge {
  const charge = state.charges.get(id);
  if (!charge) throw resourceMissing('charge', id, param);
  return charge;
}

export const chargeRoutes: Route[] = [retrieveRoute('/v1/charges/:id', 'charge', (state) => state.charges)];
