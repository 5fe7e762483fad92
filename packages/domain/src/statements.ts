import { utcToZonedParts } from './time-zones';
import { PAYOUT_TIME_ZONE } from './withdrawals';

/**
 * A cleaner's monthly statement and yearly summary (docs/product-rules.md#statements, decision 077). Months are
 * calendar months in the platform's zone, the one the Monday payouts keep (Europe/Lisbon), wherever the cleaner
 * works: one month means the same instants for every cleaner, and for the payouts in it.
 */
export const STATEMENT_TIME_ZONE = PAYOUT_TIME_ZONE;

/** How many months back the wallet offers a statement for (the newest first). */
export const STATEMENT_MONTHS_OFFERED = 24;

/**
 * A statement month, `YYYY-MM`; a yearly summary's year, `YYYY`. Years 1000–2999: the database has no year 0,
 * and a date range outside its calendar must be a 400, never a 500.
 */
export const STATEMENT_MONTH_PATTERN = /^[12]\d{3}-(0[1-9]|1[0-2])$/;
export const STATEMENT_YEAR_PATTERN = /^[12]\d{3}$/;

export interface CalendarMonth {
  year: number;
  /** 1–12. */
  month: number;
}

/** `YYYY-MM` of a calendar month. */
export const monthKey = ({ year, month }: CalendarMonth) =>
  `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;

/** The month of `YYYY-MM`, or null when malformed. */
export function parseStatementMonth(text: string): CalendarMonth | null {
  if (!STATEMENT_MONTH_PATTERN.test(text)) return null;
  return { year: Number(text.slice(0, 4)), month: Number(text.slice(5, 7)) };
}

/** The platform-zone month `instant` falls in. */
export function statementMonthOf(instant: Date): CalendarMonth {
  const { date } = utcToZonedParts(instant, STATEMENT_TIME_ZONE);
  return { year: Number(date.slice(0, 4)), month: Number(date.slice(5, 7)) };
}

const index = ({ year, month }: CalendarMonth) => year * 12 + (month - 1);

/** Whether the month has not begun yet at `now` in the platform's zone (a statement of it is refused). */
export const isFutureMonth = (month: CalendarMonth, now: Date) => index(month) > index(statementMonthOf(now));

/** Whether the year has not begun yet at `now` in the platform's zone. */
export const isFutureYear = (year: number, now: Date) => year > statementMonthOf(now).year;

/** The `count` months up to the current one, newest first (the wallet's month picker). */
export function recentStatementMonths(now: Date, count = STATEMENT_MONTHS_OFFERED): CalendarMonth[] {
  const current = index(statementMonthOf(now));
  return Array.from({ length: count }, (_, i) => {
    const n = current - i;
    return { year: Math.floor(n / 12), month: (n % 12) + 1 };
  });
}

/** One money event of a statement, in integer cents of its currency. */
export interface StatementLine {
  kind: 'job' | 'late_fee' | 'refund' | 'payout';
  currency: string;
  /** What the customer paid (negative for a refund); 0 for a payout. */
  grossCents: number;
  /** The platform's fee of it (negative for a refund's share); 0 for a payout. */
  feeCents: number;
  /** The cleaner's earning of it (negative for a refund's share); 0 for a payout. */
  earningCents: number;
  /** Money sent to the cleaner; 0 but for a payout. */
  payoutCents: number;
}

export interface StatementTotals {
  currency: string;
  jobs: number;
  grossCents: number;
  feeCents: number;
  earningCents: number;
  payoutCents: number;
}

/** The sum of a currency's rows (a statement's lines, or a year's months), `jobs` added up as well. */
export function sumStatementTotals(
  rows: readonly Omit<StatementTotals, 'currency'>[],
  currency: string,
): StatementTotals {
  return rows.reduce<StatementTotals>(
    (t, r) => ({
      currency,
      jobs: t.jobs + r.jobs,
      grossCents: t.grossCents + r.grossCents,
      feeCents: t.feeCents + r.feeCents,
      earningCents: t.earningCents + r.earningCents,
      payoutCents: t.payoutCents + r.payoutCents,
    }),
    { currency, jobs: 0, grossCents: 0, feeCents: 0, earningCents: 0, payoutCents: 0 },
  );
}

/**
 * Totals per currency, never summed across currencies (docs/product-rules.md#money), in order of first appearance.
 * `jobs` counts completed jobs (a refund or a late fee is not a job).
 */
export function statementTotals(lines: readonly StatementLine[]): StatementTotals[] {
  const byCurrency = new Map<string, Omit<StatementTotals, 'currency'>[]>();
  for (const line of lines) {
    const rows = byCurrency.get(line.currency) ?? [];
    rows.push({ ...line, jobs: line.kind === 'job' ? 1 : 0 });
    byCurrency.set(line.currency, rows);
  }
  return [...byCurrency].map(([currency, rows]) => sumStatementTotals(rows, currency));
}
