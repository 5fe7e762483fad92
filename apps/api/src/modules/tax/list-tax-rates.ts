import type { AdminTaxRate, AdminTaxRates } from '@limpa/contracts';
import type { Database } from '@limpa/db';
import { formatTaxRate } from '@limpa/domain';
import { lisbonToday, listTaxRateRows } from './tax-rates.repository';

type RateRow = Awaited<ReturnType<typeof listTaxRateRows>>[number];

/**
 * Whether each row is in force today, scheduled or replaced: among the rows of one place and code, the latest
 * one from today or earlier is in force, later ones are scheduled, earlier ones replaced. Rows come ordered by
 * place, code and day.
 */
export function rateStatuses(rows: readonly RateRow[], today: string): AdminTaxRate['status'][] {
  const key = (r: RateRow) => `${r.country}|${r.region ?? ''}|${r.code}`;
  return rows.map((row, i) => {
    if (row.effectiveFrom > today) return 'scheduled';
    const next = rows[i + 1];
    const nextAlsoStarted = next !== undefined && key(next) === key(row) && next.effectiveFrom <= today;
    return nextAlsoStarted ? 'replaced' : 'in_force';
  });
}

/** GET /api/v1/admin/tax-rates: every rate row with its status on Lisbon's today (decision 074). */
export async function listTaxRates(db: Database): Promise<AdminTaxRates> {
  const [rows, today] = await Promise.all([listTaxRateRows(db), lisbonToday(db)]);
  const statuses = rateStatuses(rows, today);
  return { today, rates: rows.map((row, i) => toAdminTaxRate(row, statuses[i]!)) };
}

export function toAdminTaxRate(row: RateRow, status: AdminTaxRate['status']): AdminTaxRate {
  return {
    id: row.id,
    country: row.country,
    region: row.region,
    code: row.code,
    rate: formatTaxRate(row.rateParts),
    effectiveFrom: row.effectiveFrom,
    status,
    createdAt: row.createdAt.toISOString(),
  };
}
