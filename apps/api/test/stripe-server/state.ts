import { randomBytes } from 'node:crypto';
import type Stripe from 'stripe';

/**
 * Everything the Stripe test server remembers, in memory, for one server instance. Objects are stored in the
 * exact shape the API answers with (ids for related objects; expansion happens when answering).
 */
export interface StripeState {
  customers: Map<string, Stripe.Customer>;
  paymentMethods: Map<string, Stripe.PaymentMethod>;
  /** Payment methods that were detached from a customer: Stripe refuses to use them again. */
  detachedPaymentMethods: Set<string>;
  /** pm id → the test card it was made from (decides how charges and setups behave). */
  paymentMethodCards: Map<string, string>;
  setupIntents: Map<string, Stripe.SetupIntent>;
  paymentIntents: Map<string, Stripe.PaymentIntent>;
  charges: Map<string, Stripe.Charge>;
  refunds: Map<string, Stripe.Refund>;
  accounts: Map<string, Stripe.Account>;
  transfers: Map<string, Stripe.Transfer>;
  disputes: Map<string, Stripe.Dispute>;
  events: Stripe.Event[];
  /** Accounts whose next transfer is refused (test control). */
  failingTransferDestinations: Set<string>;
}

export function createState(): StripeState {
  return {
    customers: new Map(),
    paymentMethods: new Map(),
    detachedPaymentMethods: new Set(),
    paymentMethodCards: new Map(),
    setupIntents: new Map(),
    paymentIntents: new Map(),
    charges: new Map(),
    refunds: new Map(),
    accounts: new Map(),
    transfers: new Map(),
    disputes: new Map(),
    events: [],
    failingTransferDestinations: new Set(),
  };
}

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A Stripe-looking id: prefix, underscore, 24 random alphanumerics (e.g. `pi_3Pq…`). */
export function newId(prefix: string, length = 24): string {
  const bytes = randomBytes(length);
  let text = '';
  for (const byte of bytes) text += ID_ALPHABET[byte % ID_ALPHABET.length];
  return `${prefix}_${text}`;
}

/** Unix seconds, as every Stripe timestamp. */
export function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

/** The object with this id, whatever its kind (used by `expand[]`). */
export function findObjectById(state: StripeState, id: string): object | undefined {
  const stores: Map<string, object>[] = [
    state.customers,
    state.paymentMethods,
    state.setupIntents,
    state.paymentIntents,
    state.charges,
    state.refunds,
    state.accounts,
    state.transfers,
    state.disputes,
  ];
  for (const store of stores) {
    const found = store.get(id);
    if (found) return found;
  }
  return undefined;
}
