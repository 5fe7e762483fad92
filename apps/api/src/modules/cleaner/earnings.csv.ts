import { EARNINGS_CSV_HEADER, type EarningsTransaction } from '@limpa/contracts';
import { centsToDecimal, csvRow } from '@limpa/domain';
import { csvHeaderIn } from '../../lib/i18n';

/**
 * The transactions as CSV (header first, in the reader's language; CRLF line ends): Date,Type,Status,
 * Description,Amount,Currency, the amount in currency units. Quoting and formula neutralisation are the shared rules of `@limpa/domain` csv.
 */
export function transactionsCsv(
  transactions: readonly EarningsTransaction[],
  locale?: string | null,
): string {
  return [
    csvRow(csvHeaderIn(locale, EARNINGS_CSV_HEADER)),
    ...transactions.map((t) =>
      csvRow([t.date, t.type, t.status, t.description, centsToDecimal(t.amountCents), t.currency]),
    ),
  ].join('');
}
