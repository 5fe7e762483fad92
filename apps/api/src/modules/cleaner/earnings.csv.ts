import { EARNINGS_CSV_HEADER, type EarningsTransaction } from '@limpa/contracts';

/** Characters that make a spreadsheet read a cell as a formula (CSV injection); tab and CR as well. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV cell: a leading formula character is neutralised with a single quote, then the cell is quoted
 * (RFC 4180) when it holds a comma, a quote or a line break, doubling inner quotes.
 */
export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Integer cents as a plain decimal with two places ('1234' → '12.34'), without floating-point rounding. */
export function centsToDecimal(cents: number): string {
  const abs = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** The transactions as CSV (CRLF line ends, header first): Date,Type,Status,Description,Amount,Currency. */
export function transactionsCsv(transactions: readonly EarningsTransaction[]): string {
  const lines = [EARNINGS_CSV_HEADER.join(',')];
  for (const t of transactions) {
    lines.push(
      [t.date, t.type, t.status, t.description, centsToDecimal(t.amountCents), t.currency]
        .map(csvCell)
        .join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}
