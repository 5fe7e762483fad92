/**
 * CSV export rules shared by every download (admin bookings and payouts, the cleaner's earnings): RFC 4180
 * quoting, CRLF line ends, and no formula injection when the file is opened in a spreadsheet.
 */

/** A leading character that makes a spreadsheet evaluate a cell (=, +, -, @) or that Excel strips (tab, CR). */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A cell holding one of these must be quoted. */
const NEEDS_QUOTES = /[",\r\n]/;

/** An amount of integer cents, written as a decimal number (csvCents). */
export interface CsvCents {
  readonly cents: number;
}

export type CsvValue = string | number | CsvCents | null | undefined;

/**
 * An amount for a CSV cell: written as a plain decimal ("-11.00"), never neutralised as text would be, since a
 * signed number is data. For amounts that can be negative (a statement's refunds).
 */
export const csvCents = (cents: number): CsvCents => ({ cents });

/**
 * One CSV cell. Text starting with = + - @ tab or CR is neutralised with a leading single quote (OWASP "CSV
 * injection"), then the cell is quoted when it holds a comma, a quote or a line break, inner quotes doubled.
 * Finite numbers are written as they are (a number is data, never a formula); null and undefined are empty.
 */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return centsToDecimal(value.cents);
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new RangeError(`Cannot write ${String(value)} to CSV`);
    return String(value);
  }
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** One CSV record: escaped cells joined by commas, ending with CRLF. */
export function csvRow(values: readonly CsvValue[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

/** Integer cents as a plain decimal with two places (1234 → "12.34", -5 → "-0.05"), without float rounding. */
export function centsToDecimal(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`cents must be an integer, got ${String(cents)}`);
  const abs = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
