import type {
  EarningsQuery,
  EarningsResponse,
  EarningsTotals,
  EarningsTransaction,
  Locale,
} from '@limpa/contracts';
import type { Database } from '@limpa/db';
import type { Currency } from '@limpa/domain';
import { translate } from '../../lib/i18n';
import { encodeInstantCursor, requireInstantCursor } from '../../lib/keyset-cursor';
import { owedByCurrency } from '../payouts/withdrawals.repository';
import {
  type BookingTotalsRow,
  bookingTotalsByCurrency,
  listTransactionRows,
  type PayoutTotalsRow,
  payoutTotalsByCurrency,
  type TransactionRow,
} from './earnings.repository';

/**
 * Used when the cleaner has neither a profile currency nor any booking or payout (euro, the catalogue's
 * currency: docs/product-rules.md#money).
 */
const FALLBACK_CURRENCY: Currency = 'EUR';

/** Start of the UTC month `offset` months from the one containing `now`. */
const utcMonthStart = (now: Date, offset: number) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1));

/** (this − last) / last × 100 with one decimal; null when there is nothing to compare with. */
export function monthOverMonthPercent(thisMonth: number, lastMonth: number): number | null {
  if (lastMonth === 0) return null;
  return Math.round(((thisMonth - lastMonth) / lastMonth) * 1000) / 10;
}

/** A wallet line in the cleaner's language (decision 027). */
function toTransaction(row: TransactionRow, locale: Locale): EarningsTransaction {
  const base = {
    id: row.id,
    type: row.type,
    status: row.status,
    amountCents: row.amountCents,
    currency: row.currency,
    date: row.at.toISOString(),
  };
  if (row.type === 'withdrawal') return { ...base, description: translate(locale, 'catalogue.payout') };
  const booking = `${row.serviceName ?? translate(locale, 'catalogue.default_service')} (${row.bookingDate})`;
  return {
    ...base,
    bookingId: row.bookingId ?? row.id,
    description: row.lateFee
      ? translate(locale, 'catalogue.late_fee_share', { booking })
      : row.tip
        ? translate(locale, 'catalogue.tip', { booking })
        : booking,
    ...(row.heldByComplaint ? { onHold: 'complaint' as const } : {}),
  };
}

/**
 * The wallet's currency: the profile's, else the one with the most bookings (then payouts), else EUR.
 * `totals` lists it first, then every other currency the cleaner has earnings or payouts in.
 */
function pickCurrencies(
  profileCurrency: Currency | null,
  bookingRows: BookingTotalsRow[],
  payoutRows: PayoutTotalsRow[],
): { main: Currency; listed: Currency[] } {
  const used = new Map<Currency, number>();
  for (const r of bookingRows) if (r.usedCount > 0) used.set(r.currency, r.usedCount);
  for (const p of payoutRows) used.set(p.currency, (used.get(p.currency) ?? 0) + p.payoutCount);
  const byUse = [...used.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  const main = profileCurrency ?? byUse[0]?.[0] ?? FALLBACK_CURRENCY;
  const others = byUse.map(([c]) => c).filter((c) => c !== main);
  return { main, listed: [main, ...others.sort()] };
}

/**
 * GET /api/v1/me/earnings (docs/product-rules.md#payouts-and-the-wallet, #money): per-currency totals, counts
 * and one page of transactions, in four queries (booking aggregates, what is payable, payout aggregates, the
 * transactions page) read from one snapshot. "Available" is what a withdrawal would pay: the very query the
 * withdrawal and the Monday payouts read (owedByCurrency), so the wallet never offers more or less than the
 * button sends.
 */
export async function getEarnings(
  db: Database,
  cleaner: { userId: string; currency: Currency | null; locale?: Locale },
  query: EarningsQuery,
  now = new Date(),
): Promise<EarningsResponse> {
  const after = requireInstantCursor(query.cursor);
  const at = {
    now,
    lastMonth: utcMonthStart(now, -1),
    thisMonth: utcMonthStart(now, 0),
    nextMonth: utcMonthStart(now, 1),
  };
  // One snapshot, so a payout run in between cannot make "available" and "paid out" disagree.
  const [bookingRows, owed, payoutRows, transactionRows] = await db.transaction(
    async (tx) => [
      await bookingTotalsByCurrency(tx, cleaner.userId, at),
      await owedByCurrency(tx, cleaner.userId),
      await payoutTotalsByCurrency(tx, cleaner.userId),
      await listTransactionRows(tx, cleaner.userId, { after, limit: query.limit + 1 }, cleaner.locale),
    ],
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );

  const { main, listed } = pickCurrencies(cleaner.currency, bookingRows, payoutRows);
  const totals: EarningsTotals[] = listed.map((currency) => {
    const b = bookingRows.find((r) => r.currency === currency);
    const p = payoutRows.find((r) => r.currency === currency);
    const thisMonthCents = b?.thisMonthCents ?? 0;
    const lastMonthCents = b?.lastMonthCents ?? 0;
    return {
      currency,
      totalEarnedCents: b?.totalEarnedCents ?? 0,
      thisMonthCents,
      lastMonthCents,
      monthOverMonthPercent: monthOverMonthPercent(thisMonthCents, lastMonthCents),
      pendingCents: b?.pendingCents ?? 0,
      paidOutCents: p?.paidOutCents ?? 0,
      availableCents: owed.get(currency) ?? 0,
    };
  });
  const count = (key: 'completedCount' | 'thisMonthCompletedCount' | 'nextWeekCount') =>
    bookingRows.reduce((sum, r) => sum + r[key], 0);

  const page = transactionRows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    currency: main,
    totals,
    completedCount: count('completedCount'),
    thisMonthCompletedCount: count('thisMonthCompletedCount'),
    nextWeekCount: count('nextWeekCount'),
    transactions: page.map((row) => toTransaction(row, cleaner.locale ?? 'en')),
    nextCursor:
      transactionRows.length > query.limit && last
        ? encodeInstantCursor({ at: last.atKey, id: last.id })
        : null,
  };
}

/** Every transaction of the cleaner, newest first (the CSV export). */
export async function listAllTransactions(
  db: Database,
  cleanerId: string,
  locale: Locale = 'en',
): Promise<EarningsTransaction[]> {
  return (await listTransactionRows(db, cleanerId, {}, locale)).map((row) => toTransaction(row, locale));
}
