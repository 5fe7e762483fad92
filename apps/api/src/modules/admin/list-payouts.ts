import {
  ADMIN_RECENT_PAYOUTS,
  type AdminPayout,
  type AdminPayoutsResponse,
  type CurrencyAmount,
} from '@limpa/contracts';
import type { Database } from '@limpa/db';
import { type CsvValue, centsToDecimal } from '@limpa/domain';
import type { InstantKeyset } from '../../lib/keyset-cursor';
import { CSV_PAGE_SIZE } from './csv-response';
import { countPayouts, listBalances, listPayoutRows, type PayoutRow } from './payouts.repository';

export function toAdminPayout(p: PayoutRow): AdminPayout {
  return {
    id: p.id,
    cleanerId: p.cleanerId,
    fullName: p.fullName,
    amountCents: p.amountCents,
    currency: p.currency,
    status: p.status,
    failureReason: p.failureReason,
    heldCents: p.heldCents,
    createdAt: p.createdAt.toISOString(),
    bookingCount: p.bookingCount,
  };
}

function byCurrency(rows: { currency: CurrencyAmount['currency']; cents: number }[]): CurrencyAmount[] {
  const sums = new Map<CurrencyAmount['currency'], number>();
  for (const r of rows) sums.set(r.currency, (sums.get(r.currency) ?? 0) + r.cents);
  return [...sums]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, amountCents]) => ({ currency, amountCents }));
}

/**
 * The payouts page: per cleaner and currency what is available (completed, paid bookings not yet paid out)
 * and what was paid out, the most recent payouts, and the totals per currency.
 */
export async function listPayouts(db: Database): Promise<AdminPayoutsResponse> {
  const [balances, recent, payoutCount] = await Promise.all([
    listBalances(db),
    listPayoutRows(db, { limit: ADMIN_RECENT_PAYOUTS }),
    countPayouts(db),
  ]);
  return {
    cleaners: balances.map((b) => ({
      ...b,
      lastPayoutAt: b.lastPayoutAt === null ? null : new Date(b.lastPayoutAt).toISOString(),
    })),
    payouts: recent.map(toAdminPayout),
    totals: {
      availableByCurrency: byCurrency(
        balances
          .filter((b) => b.availableCents > 0)
          .map((b) => ({ currency: b.currency, cents: b.availableCents })),
      ),
      paidOutByCurrency: byCurrency(
        balances
          .filter((b) => b.paidOutCents > 0)
          .map((b) => ({ currency: b.currency, cents: b.paidOutCents })),
      ),
      payoutCount,
    },
  };
}

function payoutCsvRecord(p: PayoutRow): CsvValue[] {
  return [
    p.id,
    p.createdAt.toISOString(),
    p.fullName,
    centsToDecimal(p.amountCents),
    p.currency,
    p.status,
    p.bookingCount,
  ];
}

/** Every payout, newest first, in keyset pages of CSV_PAGE_SIZE (Export on the payouts page). */
export async function* payoutCsvPages(db: Database) {
  let after: InstantKeyset | undefined;
  for (;;) {
    const rows = await listPayoutRows(db, { after, limit: CSV_PAGE_SIZE });
    yield rows.map(payoutCsvRecord);
    const last = rows.at(-1);
    if (rows.length < CSV_PAGE_SIZE || !last) return;
    after = { at: last.createdAtKey, id: last.id };
  }
}
