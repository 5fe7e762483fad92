/**
 * Webhook events read into gateway-neutral facts (what happened, to which of the processor's objects). The
 * handlers in modules/payment-events apply them; each one is safe to apply twice and in any order.
 */
export type GatewayEventFact =
  | {
      type: 'payment_succeeded' | 'payment_failed' | 'payment_requires_action';
      /** The PaymentIntent (pi_…) or local charge reference. */
      reference: string;
      /** Our booking_charges row, from the charge's metadata. */
      chargeId: string | null;
      failureCode: string | null;
      failureMessage: string | null;
      clientSecret: string | null;
    }
  | { type: 'refund_updated'; refunds: { reference: string; status: 'succeeded' | 'failed' | 'pending' }[] }
  | {
      type: 'dispute_updated';
      disputeId: string;
      /** The disputed PaymentIntent. */
      paymentReference: string | null;
      amountCents: number;
      currency: string;
      reason: string | null;
      status: 'open' | 'won' | 'lost';
    }
  | { type: 'account_updated'; accountId: string; payoutsEnabled: boolean }
  /** A payout's transfer taken back, wholly or in part: `amountReversedCents` is the total so far (it only grows). */
  | { type: 'transfer_reversed'; transferReference: string; amountReversedCents: number }
  /** Verified but of no interest (setup_intent.succeeded: the card is stored when the customer posts it). */
  | { type: 'ignored' };

export interface GatewayEvent {
  /** The processor's event id (evt_…): stored once. */
  id: string;
  /** The processor's own type name (payment_intent.succeeded …), kept for the record. */
  sourceType: string;
  fact: GatewayEventFact;
  /** The event as received, stored with it. */
  payload: unknown;
}
