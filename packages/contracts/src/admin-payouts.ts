import { z } from 'zod';
import { currencyAmountSchema } from './admin';
import { currencySchema } from './common';
import { skippedPayoutSchema } from './payments';

/** The admin payouts page's API: balances, payouts, runs and re-sends of reversed money. Admin-only. */

/** GET /api/v1/admin/payouts lists this many most recent payouts. */
export const ADMIN_RECENT_PAYOUTS = 50;

/** reversed: its transfer was taken back, wholly or in part; the money is held for an admin (decision 043). */
export const payoutStatusSchema = z.enum(['completed', 'pending', 'failed', 'reversed']);

export const adminPayoutSchema = z.object({
  id: z.uuid(),
  cleanerId: z.string(),
  fullName: z.string(),
  amountCents: z.number().int(),
  currency: currencySchema,
  status: payoutStatusSchema,
  /** Why the transfer failed (status failed); null otherwise. */
  failureReason: z.string().nullable(),
  /** Reversed money waiting for an admin's re-send (POST /api/v1/admin/payouts/:id/resend); 0 when none. */
  heldCents: z.number().int(),
  createdAt: z.iso.datetime(),
  bookingCount: z.number().int(),
});
export type AdminPayout = z.infer<typeof adminPayoutSchema>;

/** POST /api/v1/admin/payouts/:id/resend: the payout afterwards and the new transfer that sent its held money. */
export const resendPayoutResponse = z.object({
  payout: adminPayoutSchema,
  transfer: z.object({
    /** The payout's n-th re-send. */
    n: z.number().int(),
    amountCents: z.number().int(),
    reference: z.string(),
    /** `payout:{id}:resend:{n}`. */
    idempotencyKey: z.string(),
  }),
});
export type ResendPayoutResponse = z.infer<typeof resendPayoutResponse>;

/** One row per cleaner and currency with money available or already paid out. */
export const adminPayoutBalanceSchema = z.object({
  cleanerId: z.string(),
  fullName: z.string(),
  currency: currencySchema,
  /** Earnings of completed, paid bookings not yet in a payout: what the next run pays. */
  availableCents: z.number().int(),
  /** Sum of completed payouts, less what reversals took back and is still held. */
  paidOutCents: z.number().int(),
  lastPayoutAt: z.iso.datetime().nullable(),
});
export type AdminPayoutBalance = z.infer<typeof adminPayoutBalanceSchema>;

export const adminPayoutsResponse = z.object({
  /** Largest available balance first. */
  cleaners: z.array(adminPayoutBalanceSchema),
  /** The ADMIN_RECENT_PAYOUTS newest payouts. */
  payouts: z.array(adminPayoutSchema),
  totals: z.object({
    availableByCurrency: z.array(currencyAmountSchema),
    paidOutByCurrency: z.array(currencyAmountSchema),
    payoutCount: z.number().int(),
  }),
});
export type AdminPayoutsResponse = z.infer<typeof adminPayoutsResponse>;

/** POST /api/v1/admin/payouts/run: the payouts this run created (none when nothing new was earned). */
export const runPayoutsResponse = z.object({
  payouts: z.array(adminPayoutSchema),
  count: z.number().int(),
  /** Cleaners with money owed who were not paid this run, and why (no payout account, payouts not enabled). */
  skipped: z.array(skippedPayoutSchema),
});
export type RunPayoutsResponse = z.infer<typeof runPayoutsResponse>;

export const ADMIN_PAYOUTS_CSV_HEADER = [
  'ID',
  'Created',
  'Cleaner',
  'Amount',
  'Currency',
  'Status',
  'Bookings',
] as const;
