import type { AdminRevenueQuery, AdminRevenueResponse } from '@limpa/contracts';
import type { Database } from '@limpa/db';
import { type CsvValue, centsToDecimal } from '@limpa/domain';
import { readRevenueByMonth } from './revenue-report.repository';

/**
 * The revenue report (docs/product-rules.md#admin): per UTC month and currency, what was collected, the
 * platform's fees, refunds and payouts to cleaners. The product has no tips, so there is nothing to report
 * for them (decision 054).
 */
export async function getRevenueReport(
  db: Database,
  query: AdminRevenueQuery,
): Promise<AdminRevenueResponse> {
  return { months: await readRevenueByMonth(db, query) };
}

/** The same figures as CSV records, amounts as decimals in their own currency (ADMIN_REVENUE_CSV_HEADER). */
export async function* revenueCsvPages(db: Database, query: AdminRevenueQuery) {
  const { months } = await getRevenueReport(db, query);
  yield months.map((m): CsvValue[] => [
    m.month,
    m.currency,
    centsToDecimal(m.collectedCents),
    centsToDecimal(m.platformFeeCents),
    centsToDecimal(m.refundedCents),
    centsToDecimal(m.paidOutCents),
  ]);
}
