import { STATEMENT_MONTH_PATTERN, STATEMENT_YEAR_PATTERN } from '@limpa/domain';
import { z } from 'zod';

/**
 * A cleaner's monthly statement and yearly summary downloads (docs/api.md#cleaner, decision 077). The month and
 * year are in the path (`/me/statements/2026-10.pdf`); a malformed one answers 400, one in the future 422.
 */
export const statementMonthParams = z.object({
  month: z.string().regex(STATEMENT_MONTH_PATTERN, 'must be a month YYYY-MM'),
});
export const statementYearParams = z.object({
  year: z.string().regex(STATEMENT_YEAR_PATTERN, 'must be a year YYYY'),
});

/** The monthly statement's CSV columns (English; each row's header in the reader's language). */
export const STATEMENT_CSV_HEADER = [
  'Date',
  'Type',
  'Description',
  'Gross',
  'Fee',
  'Earnings',
  'Payout',
  'Currency',
] as const;

/** The yearly summary's CSV columns. */
export const STATEMENT_YEAR_CSV_HEADER = [
  'Month',
  'Jobs',
  'Gross',
  'Fee',
  'Earnings',
  'Paid out',
  'Currency',
] as const;

/** `limpa-statement-2026-10.pdf`, `limpa-statement-2026.csv`. */
export const statementFilename = (period: string, format: 'csv' | 'pdf') =>
  `limpa-statement-${period}.${format}`;
