import { z } from 'zod';
import { bookingSchema, paymentStatusSchema } from './bookings';
import { currencySchema } from './common';
import { meResponse } from './me';

/**
 * Money in Stripe mode (docs/api.md#payments) and the local processor's stand-ins
 * (docs/decisions/015-stripe-payments.md).
 */
export const paymentProviderSchema = z.enum(['local', 'stripe']);

/** GET /api/v1/payments/config (public). */
export const paymentsConfigResponse = z.object({
  provider: paymentProviderSchema,
  publishableKey: z.string().nullable(),
});
export type PaymentsConfig = z.infer<typeof paymentsConfigResponse>;

/** POST /api/v1/me/payment-methods/setup-intent (Stripe mode). */
export const setupIntentResponse = z.object({ setupIntentId: z.string(), clientSecret: z.string() });
export type SetupIntentResponse = z.infer<typeof setupIntentResponse>;

/** GET /api/v1/bookings/:id/payment: what the customer still owes and how to settle it. */
export const bookingPaymentSchema = z.object({
  status: paymentStatusSchema,
  /** What is still owed (0 when paid). */
  amountCents: z.number().int(),
  currency: currencySchema,
  /** Only while `status === 'requires_action'`: the PaymentIntent's client secret for on-session authentication. */
  clientSecret: z.string().nullable(),
  provider: paymentProviderSchema,
  /** Why the last attempt failed, in words the customer can read; null otherwise. */
  failureMessage: z.string().nullable(),
});
export type BookingPayment = z.infer<typeof bookingPaymentSchema>;

/** POST /api/v1/bookings/:id/payment/retry: `paymentMethodId` (the caller's card) replaces the booking's card. */
export const retryPaymentBody = z.strictObject({ paymentMethodId: z.uuid().optional() });
export type RetryPaymentBody = z.infer<typeof retryPaymentBody>;
export const bookingWithPaymentResponse = z.object({ booking: bookingSchema, payment: bookingPaymentSchema });
export type BookingWithPayment = z.infer<typeof bookingWithPaymentResponse>;

/** POST /api/v1/payments/local/authenticate: the local stand-in for the card issuer's 3-D Secure page. */
export const localAuthenticateBody = z.strictObject({
  clientSecret: z.string().min(1).max(300),
  outcome: z.enum(['succeed', 'fail']),
});
export const localAuthenticateResponse = z.object({ status: paymentStatusSchema });

/** GET /api/v1/me/payout (cleaner). */
export const payoutAccountResponse = z.object({
  provider: paymentProviderSchema,
  connected: z.boolean(),
  payoutsEnabled: z.boolean(),
});
export type PayoutAccount = z.infer<typeof payoutAccountResponse>;

/**
 * POST /api/v1/me/payout/connect: Stripe → `{ url }` (Express onboarding link); local → `{ connected: true }`
 * together with the GET /me shape the simulated connect always answered.
 */
export const connectPayoutResponse = z.union([
  z.object({ url: z.string() }),
  meResponse.extend({ connected: z.literal(true) }),
]);
export type ConnectPayoutResponse = z.infer<typeof connectPayoutResponse>;

// ---------------------------------------------------------------- admin money tools

const reasonField = z.string().trim().min(1).max(500);

export const adminRefundBody = z.strictObject({
  amountCents: z.number().int().positive().max(100_000_000),
  reason: reasonField,
});
export type AdminRefundBody = z.infer<typeof adminRefundBody>;
export const refundStatusSchema = z.enum(['pending', 'succeeded', 'failed']);
export const adminRefundResponse = z.object({
  refund: z.object({ id: z.uuid(), amountCents: z.number().int(), status: refundStatusSchema }),
});

export const adminCancelBody = z.strictObject({ reason: reasonField, refund: z.enum(['full', 'none']) });
export type AdminCancelBody = z.infer<typeof adminCancelBody>;

export const disputeStatusSchema = z.enum(['open', 'won', 'lost']);
export const adminDisputeSchema = z.object({
  id: z.uuid(),
  bookingId: z.uuid(),
  status: disputeStatusSchema,
  amountCents: z.number().int(),
  currency: currencySchema,
  reason: z.string().nullable(),
  customerName: z.string(),
  cleanerName: z.string().nullable(),
  /** The cleaner's earning on this booking, held from payouts while the dispute is open. */
  heldEarningCents: z.number().int(),
  createdAt: z.iso.datetime(),
});
export type AdminDispute = z.infer<typeof adminDisputeSchema>;
export const adminDisputesResponse = z.object({ items: z.array(adminDisputeSchema) });

export const skippedPayoutSchema = z.object({
  cleanerId: z.string(),
  cleanerName: z.string(),
  reason: z.string(),
});
export type SkippedPayout = z.infer<typeof skippedPayoutSchema>;
