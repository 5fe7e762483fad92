import { z } from 'zod';

/** A saved card as the API shows it: never the number, the token or the processor's reference. */
export const paymentMethodSchema = z.object({
  id: z.uuid(),
  /** 'visa' | 'mastercard' | 'amex' | 'card' (unknown network), or the processor's brand name. */
  brand: z.string(),
  lastFour: z.string().regex(/^[0-9]{4}$/),
  expMonth: z.number().int().min(1).max(12),
  expYear: z.number().int(),
  isDefault: z.boolean(),
  /** Expiry month/year before the current month, computed when read. */
  isExpired: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

export const paymentMethodListResponse = z.array(paymentMethodSchema);

/** PAYMENTS=local: the single-use token from the card form (POST /api/v1/payments/local/tokens). */
export const addLocalPaymentMethodBody = z.strictObject({
  token: z.string().trim().min(1).max(200),
  isDefault: z.boolean().optional(),
});
/** PAYMENTS=stripe: the SetupIntent the Payment Element confirmed; the server reads the card from Stripe. */
export const addStripePaymentMethodBody = z.strictObject({
  setupIntentId: z.string().trim().min(1).max(200),
  isDefault: z.boolean().optional(),
});
export const addPaymentMethodBody = z.union([addLocalPaymentMethodBody, addStripePaymentMethodBody]);
export type AddPaymentMethodBody = z.infer<typeof addPaymentMethodBody>;

/**
 * PAYMENTS=local: the test processor's card form. Every field is optional here so that an incomplete card gets the
 * card-entry message ("Please complete all card information including security code.") rather than a schema error.
 */
export const localCardTokenBody = z.strictObject({
  /** 12–19 digits, spaces allowed. */
  number: z.string().max(40).nullish(),
  expMonth: z.union([z.number().int(), z.string().max(4)]).nullish(),
  expYear: z.union([z.number().int(), z.string().max(6)]).nullish(),
  /** 3 digits (4 for American Express). */
  cvc: z.string().max(8).nullish(),
});
export type LocalCardTokenBody = z.infer<typeof localCardTokenBody>;

export const localCardTokenResponse = z.object({ token: z.string() });
