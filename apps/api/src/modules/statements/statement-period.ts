import {
  isFutureMonth,
  isFutureYear,
  monthKey,
  parseStatementMonth,
  STATEMENT_TIME_ZONE,
  statementMonthOf,
  utcToZonedParts,
} from '@limpa/domain';
import { AppError } from '../../lib/app-error';
import type { StatementFacts } from './statement-files';

/**
 * Who a statement is for, from the signed-in cleaner's profile (there is no id: only their own, decision 077),
 * and the platform that issues it.
 */
export interface StatementCleaner {
  /** The platform's name (BRAND_NAME), at the head of the PDF. */
  brand: string;
  userId: string;
  name: string;
  locale: string;
  currency: string | null;
}

/** Used when the cleaner has no currency yet (the wallet's fallback, docs/product-rules.md#money). */
const FALLBACK_CURRENCY = 'EUR';

const inFuture = (period: string) =>
  new AppError(
    422,
    'statement_in_future',
    'Statement not ready',
    `${period} has not begun yet: a statement covers a month or year that has started.`,
  ).withDetailVars({ period });

/** The month's platform-zone date range, or 422 for a month not begun at `now` (the route's schema checks the form). */
export function monthRange(month: string, now: Date) {
  const parsed = parseStatementMonth(month);
  if (!parsed)
    throw new AppError(400, 'validation_error', 'Validation Error', 'month: must be a month YYYY-MM');
  if (isFutureMonth(parsed, now)) throw inFuture(month);
  const next =
    parsed.month === 12
      ? { year: parsed.year + 1, month: 1 }
      : { year: parsed.year, month: parsed.month + 1 };
  return { from: `${month}-01`, to: `${monthKey(next)}-01` };
}

/** The year's range and how many of its months have begun at `now`, or 422 for a year not begun. */
export function yearRange(year: string, now: Date) {
  const y = Number(year);
  if (isFutureYear(y, now)) throw inFuture(year);
  const current = statementMonthOf(now);
  return { from: `${year}-01-01`, to: `${y + 1}-01-01`, lastMonth: current.year === y ? current.month : 12 };
}

export const statementFacts = (cleaner: StatementCleaner, now: Date): StatementFacts => ({
  brand: cleaner.brand,
  locale: cleaner.locale,
  name: cleaner.name,
  currency: cleaner.currency ?? FALLBACK_CURRENCY,
  issuedOn: utcToZonedParts(now, STATEMENT_TIME_ZONE).date,
});
