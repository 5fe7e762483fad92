import { statementFilename } from '@limpa/contracts';
import type { Database } from '@limpa/db';
import type { StatementDownload } from './statement-download';
import { yearlyCsv, yearlyPdf } from './statement-files';
import { type StatementCleaner, statementFacts, yearRange } from './statement-period';
import { listStatementMonthTotals } from './statements.repository';

/**
 * GET /api/v1/me/statements/year/:year.(csv|pdf) (docs/product-rules.md#statements): the year's totals month by
 * month (up to the current month of the current year) per currency, in one query. 422 for a year not begun.
 */
export async function getYearlySummary(
  db: Database,
  cleaner: StatementCleaner,
  year: string,
  format: 'csv' | 'pdf',
  now = new Date(),
): Promise<StatementDownload> {
  const { lastMonth, ...range } = yearRange(year, now);
  const rows = await listStatementMonthTotals(db, cleaner.userId, range, cleaner.locale);
  const facts = statementFacts(cleaner, now);
  return {
    filename: statementFilename(year, format),
    format,
    body:
      format === 'csv'
        ? yearlyCsv(year, lastMonth, rows, facts)
        : await yearlyPdf(year, lastMonth, rows, facts),
  };
}
