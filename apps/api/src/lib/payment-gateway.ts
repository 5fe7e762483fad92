import type { GatewayEvent } from './gateway-events';

/**
 * How the API talks to a card processor (docs/decisions/015-stripe-payments.md). Two adapters: `local` (default,
 * a built-in test processor with its own vault and ledger tables) and `stripe` (the official SDK). Card numbers
 * never reach the API's own tables: the processor keeps the card and we keep its reference.
 */
export interface PaymentGateway {
  readonly kind: 'local' | 'stripe';

  /** The processor's customer for a user; the same key always gives the same customer. */
  createCustomer(input: { userId: string; email: string; idempotencyKey: string }): Promise<{ id: string }>;

  /** A SetupIntent (usage off_session) the browser confirms with the card form, 3-D Secure included. */
  createSetupIntent(input: { customerId: string }): Promise<{ id: string; clientSecret: string }>;

  /** The SetupIntent as the processor sees it; the card only once it succeeded. Unknown ids → null. */
  retrieveSetupIntent(id: string): Promise<RetrievedSetupIntent | null>;

  /** Turns a single-use client-side token into a card saved for this customer. Throws PaymentError. */
  attachPaymentMethod(input: { customerId: string; token: string }): Promise<AttachedPaymentMethod>;

  /** Removes a saved card at the processor; it can never be charged again. Unknown ids are ignored. */
  detachPaymentMethod(gatewayPaymentMethodId: string): Promise<void>;

  /**
   * Charges a saved card off-session. A card refusal is a result (`failed` with a failureCode), and a card that
   * needs the customer's authentication is `requires_action` with a clientSecret. The same idempotencyKey always
   * returns the first attempt's result and never charges twice; reusing it with other parameters throws
   * PaymentError('idempotency_key_reused').
   */
  charge(input: ChargeInput): Promise<ChargeResult>;

  /** Gives up a charge that waits for authentication (a new card replaces it); already final → no-op. */
  cancelCharge(reference: string): Promise<void>;

  /** Refunds (part of) a succeeded charge; idempotent per key like charge(). Throws PaymentError. */
  refund(input: RefundInput): Promise<RefundResult>;

  /** A connected account a cleaner is paid to (Stripe Connect Express); one per key. */
  createPayoutAccount(input: {
    userId: string;
    email: string;
    country: 'CA' | 'PT' | null;
    idempotencyKey: string;
  }): Promise<{ id: string }>;

  /** Where the cleaner finishes the account's onboarding at the processor. */
  createOnboardingLink(input: {
    accountId: string;
    refreshUrl: string;
    returnUrl: string;
  }): Promise<{ url: string }>;

  /** Whether the account can receive money now. */
  retrievePayoutAccount(accountId: string): Promise<{ payoutsEnabled: boolean }>;

  /** Moves money to a connected account; idempotent per key. A refusal is a result, not an exception. */
  transfer(input: TransferInput): Promise<TransferResult>;

  /**
   * Verifies a webhook's signature over the raw body and reads it as a gateway-neutral event.
   * Throws PaymentError('webhook_signature_invalid') when it is not the processor's.
   */
  parseWebhook(rawBody: Buffer, signature: string | undefined): GatewayEvent;
}

export interface AttachedPaymentMethod {
  /** The processor's reference to the saved card (never a card number); stored, never returned by the API. */
  gatewayPaymentMethodId: string;
  /** 'visa' | 'mastercard' | 'amex' | 'card' (unknown network), or the processor's brand name. */
  brand: string;
  lastFour: string;
  expMonth: number;
  expYear: number;
}

export interface RetrievedSetupIntent {
  id: string;
  status: 'succeeded' | 'processing' | 'requires_action' | 'requires_payment_method' | 'canceled' | string;
  customerId: string | null;
  card: AttachedPaymentMethod | null;
}

export interface ChargeInput {
  gatewayPaymentMethodId: string;
  /** The processor's customer owning the card (Stripe needs it; absent when none was ever created). */
  customerId?: string | null;
  amountCents: number;
  currency: 'CAD' | 'EUR';
  /** e.g. `booking:{id}:charge` (docs/product-rules.md#payments). */
  idempotencyKey: string;
  description: string;
  /** Sent as metadata so webhooks name our records: `bookingId` and `chargeId` (the booking_charges row). */
  metadata?: { bookingId: string; chargeId: string };
}

export type ChargeStatus = 'succeeded' | 'failed' | 'requires_action';

export interface ChargeResult {
  status: ChargeStatus;
  /** The processor's id of this attempt (Stripe pi_…); null only when the processor recorded nothing. */
  reference: string | null;
  /** Why a failed charge failed: card_declined, insufficient_funds, authentication_required, payment_method_unavailable. */
  failureCode: string | null;
  /** The processor's words for the failure, safe to show the customer; null unless failed. */
  failureMessage?: string | null;
  /** requires_action only: what the browser authenticates with. */
  clientSecret?: string | null;
}

export interface RefundInput {
  /** The reference of a succeeded charge. */
  reference: string;
  amountCents: number;
  idempotencyKey: string;
}

export interface RefundResult {
  /** pending: accepted by the processor, its webhook settles it. */
  status: 'succeeded' | 'failed' | 'pending';
  reference: string;
}

export interface TransferInput {
  destination: string;
  amountCents: number;
  currency: 'CAD' | 'EUR';
  idempotencyKey: string;
  description: string;
}

export interface TransferResult {
  status: 'succeeded' | 'failed';
  reference: string | null;
  failureReason: string | null;
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
  | 'gateway_unavailable'
  /** Features the processor does not have (local: SetupIntents). */
  | 'not_supported'
  | 'webhook_signature_invalid';

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

/** The local processor's stand-in for the issuer's 3-D Secure page: the outcome of a charge awaiting it. */
export interface LocalAuthenticator {
  authenticate(
    clientSecret: string,
    outcome: 'succeed' | 'fail',
  ): Promise<{ reference: string; status: 'succeeded' | 'failed' } | null>;
}

export function isLocalAuthenticator(
  gateway: PaymentGateway,
): gateway is PaymentGateway & LocalAuthenticator {
  return typeof (gateway as Partial<LocalAuthenticator>).authenticate === 'function';
}
