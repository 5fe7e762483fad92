import { z } from 'zod';
import { currencySchema } from './common';

/**
 * The admin revenue report (GET /api/v1/admin/reports/revenue and its CSV): money moved per calendar month
 * (UTC) and currency, never two currencies in one figure. The product has no tips, so there is no tips column.
 */

/** A calendar month, `YYYY-MM`. */
export const reportMonthSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/);

export const adminRevenueQuery = z
  .object({
    /** First month included (UTC); absent: from the first month with money. */
    from: reportMonthSchema.optional(),
    /** Last month included (UTC); absent: up to the latest month with money. */
    to: reportMonthSchema.optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { path: ['to'], message: 'to must not be before from' });
export type AdminRevenueQuery = z.infer<typeof adminRevenueQuery>;

export const revenueMonthSchema = z.object({
  month: reportMonthSchema,
  currency: currencySchema,
  /** Succeeded charges (bookings and approved overtime), by the month they settled. */
  collectedCents: z.number().int(),
  /** The platform's fee of paid bookings, by the month their charge settled (the dashboard's revenue). */
  platformFeeCents: z.number().int(),
  /** Succeeded refunds, by the month they settled. */
  refundedCents: z.number().int(),
  /** Money sent to cleaners (payouts and re-sends, less what reversals took back), by the month sent. */
  paidOutCents: z.number().int(),
});
export type RevenueMonth = z.infer<typeof revenueMonthSchema>;

export const adminRevenueResponse = z.object({
  /** Newest month first, then currency; a month with no money moved in a currency has no row. */
  months: z.array(revenueMonthSchema),
});
export type AdminRevenueResponse = z.infer<typeof adminRevenueResponse>;

/** The CSV's columns (translated by the API: exports.columns.<lower-case>), amounts as decimals. */
export const ADMIN_REVENUE_CSV_HEADER = [
  'Month',
  'Currency',
  'Collected',
  'PlatformFees',
  'Refunds',
  'Payouts',
] as const;

/** The file name the CSV is downloaded as. */
export const ADMIN_REVENUE_CSV_FILENAME = 'revenue-report.csv';
