import { statementFilename } from '@limpa/contracts';
import type { Database } from '@limpa/db';
import type { StatementDownload } from './statement-download';
import { monthlyCsv, monthlyPdf } from './statement-files';
import { monthRange, type StatementCleaner, statementFacts } from './statement-period';
import { listStatementEvents } from './statements.repository';

/**
 * GET /api/v1/me/statements/:month.(csv|pdf) (docs/product-rules.md#statements): the cleaner's money events of a
 * Lisbon calendar month, with totals per currency, in one query. 422 for a month not begun yet.
 */
export async function getMonthlyStatement(
  db: Database,
  cleaner: StatementCleaner,
  month: string,
  format: 'csv' | 'pdf',
  now = new Date(),
): Promise<StatementDownload> {
  const range = monthRange(month, now);
  const lines = await listStatementEvents(db, cleaner.userId, range, cleaner.locale);
  const facts = statementFacts(cleaner, now);
  return {
    filename: statementFilename(month, format),
    format,
    body: format === 'csv' ? monthlyCsv(lines, facts) : await monthlyPdf(month, lines, facts),
  };
}
