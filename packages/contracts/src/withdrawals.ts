import { z } from 'zod';
import { currencySchema } from './common';

/**
 * A cleaner's withdrawal of their available balance (decision 051): at least 10.00 in the currency, once every
 * 24 hours, to a connected payout account that can receive money.
 */

/** Why the Withdraw button waits, or `ready`. */
export const withdrawalStateSchema = z.enum(['ready', 'no_account', 'below_minimum', 'already_today']);

/** GET /api/v1/me/payouts/withdrawal: whether a withdrawal can be made now, and what it would send. */
export const withdrawalStatusResponse = z.object({
  state: withdrawalStateSchema,
  currency: currencySchema,
  /** What a withdrawal would send now: collected, undisputed earnings not yet paid out, in cents. */
  availableCents: z.number().int(),
  /** The least a withdrawal sends (10.00 in the currency), in cents. */
  minimumCents: z.number().int(),
  /** `already_today`: when the next withdrawal is allowed (24 hours after the last); null otherwise. */
  nextAt: z.iso.datetime().nullable(),
});
export type WithdrawalStatusResponse = z.infer<typeof withdrawalStatusResponse>;

/** Sent with POST /api/v1/me/payouts/withdraw: one key per click, so a repeated request withdraws once. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const idempotencyKeySchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,100}$/, 'An idempotency key is 8 to 100 letters, digits, - or _.');

export const withdrawHeaders = z.object({ [IDEMPOTENCY_KEY_HEADER]: idempotencyKeySchema.optional() });

/** POST /api/v1/me/payouts/withdraw → 201: the payout made (completed once its transfer exists). */
export const withdrawResponse = z.object({
  payout: z.object({
    id: z.uuid(),
    amountCents: z.number().int(),
    currency: currencySchema,
    status: z.enum(['completed', 'pending', 'failed', 'reversed']),
    createdAt: z.iso.datetime(),
  }),
});
export type WithdrawResponse = z.infer<typeof withdrawResponse>;
