/**
 * How the API talks to a card processor (ARCHITECTURE.md "Payments"). Two adapters: `local` (default, a built-in
 * test processor with its own vault tables) and `stripe` (not part of this build). Card numbers never reach the
 * API's own tables: a client-side token is exchanged for a saved card reference, and that reference is charged.
 */
export interface PaymentGateway {
  readonly kind: 'local' | 'stripe';

  /** Turns a single-use client-side token into a card saved for this customer. Throws PaymentError. */
  attachPaymentMethod(input: { customerUserId: string; token: string }): Promise<AttachedPaymentMethod>;

  /** Removes a saved card at the processor; it can never be charged again. Unknown ids are ignored. */
  detachPaymentMethod(gatewayPaymentMethodId: string): Promise<void>;

  /**
   * Charges a saved card off-session. A card refusal is a result (`status: 'failed'` with a failureCode), not an
   * exception. The same idempotencyKey always returns the first attempt's result and never charges twice; reusing
   * a key with different parameters throws PaymentError('idempotency_key_reused').
   */
  charge(input: ChargeInput): Promise<ChargeResult>;

  /** Refunds (part of) a succeeded charge; idempotent per key like charge(). Throws PaymentError. */
  refund(input: RefundInput): Promise<RefundResult>;
}

export interface AttachedPaymentMethod {
  /** The processor's reference to the saved card (never a card number); stored, never returned by the API. */
  gatewayPaymentMethodId: string;
  /** 'visa' | 'mastercard' | 'amex' | 'card' (unknown network). */
  brand: string;
  lastFour: string;
  expMonth: number;
  expYear: number;
}

export interface ChargeInput {
  gatewayPaymentMethodId: string;
  amountCents: number;
  currency: 'CAD' | 'EUR';
  /** e.g. `booking:{id}:charge` (DECISIONS.md "Payments"). */
  idempotencyKey: string;
  description: string;
}

export interface ChargeResult {
  status: 'succeeded' | 'failed';
  /** The processor's id of this attempt; null only when the processor recorded nothing. */
  reference: string | null;
  /** Why a failed charge failed: card_declined, insufficient_funds, authentication_required, payment_method_unavailable. */
  failureCode: string | null;
}

export interface RefundInput {
  /** The reference of a succeeded charge. */
  reference: string;
  amountCents: number;
  idempotencyKey: string;
}

export interface RefundResult {
  status: 'succeeded' | 'failed';
  reference: string;
}

export type PaymentErrorCode =
  /** Tokenising (local test processor only). */
  | 'incomplete_card'
  | 'invalid_number'
  | 'invalid_expiry_month'
  | 'invalid_expiry_year'
  | 'expired_card'
  | 'invalid_cvc'
  /** Attaching. */
  | 'token_invalid'
  | 'token_already_used'
  /** Charging and refunding. */
  | 'idempotency_key_reused'
  | 'charge_not_found'
  | 'refund_exceeds_charge'
  | 'gateway_unavailable';

/** A processor-side refusal with a stable code; `message` is safe to show to the customer. */
export class PaymentError extends Error {
  constructor(
    public readonly code: PaymentErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'PaymentError';
  }
}

/** The local processor also plays the card provider's browser script: it turns card details into a token. */
export interface CardTokenizer {
  createToken(card: CardDetails): Promise<{ token: string }>;
}

export interface CardDetails {
  number?: string | null;
  expMonth?: number | string | null;
  expYear?: number | string | null;
  cvc?: string | null;
}

export function isCardTokenizer(gateway: PaymentGateway): gateway is PaymentGateway & CardTokenizer {
  return typeof (gateway as Partial<CardTokenizer>).createToken === 'function';
}
