import type Stripe from 'stripe';

export type StripeErrorType =
  | 'api_error'
  | 'card_error'
  | 'idempotency_error'
  | 'invalid_request_error'
  | 'authentication_error';

export interface StripeErrorBody {
  type: StripeErrorType;
  message: string;
  code?: string;
  decline_code?: string;
  param?: string;
  doc_url?: string;
  payment_intent?: Stripe.PaymentIntent;
  setup_intent?: Stripe.SetupIntent;
  payment_method?: Stripe.PaymentMethod;
  charge?: string;
}

/**
 * An error answered in Stripe's shape `{ error: {…} }` with Stripe's status, so the SDK throws its typed error
 * (402 → StripeCardError, 400/404 → StripeInvalidRequestError or StripeIdempotencyError, 401 → authentication).
 *
 * `replayable` follows Stripe's idempotency rule: a request that failed parameter validation saves no result
 * (the same key may be retried with fixed parameters); one that executed and failed (a decline, a refused
 * transfer) is saved and replayed for the same key.
 */
export class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: StripeErrorBody,
    readonly replayable = false,
  ) {
    super(body.message);
  }
}

/** 400 invalid_request_error about one parameter (not replayed by idempotency: nothing executed). */
export function invalidRequest(message: string, param?: string, code?: string): StripeApiError {
  return new StripeApiError(400, {
    type: 'invalid_request_error',
    message,
    ...(param ? { param } : {}),
    ...(code ? { code } : {}),
  });
}

/** 404 resource_missing, worded as Stripe words it. */
export function resourceMissing(kind: string, id: string, param = 'id'): StripeApiError {
  return new StripeApiError(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    message: `No such ${kind}: '${id}'`,
    param,
    doc_url: 'https://stripe.com/docs/error-codes/resource-missing',
  });
}
