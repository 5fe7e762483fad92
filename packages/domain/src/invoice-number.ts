/**
 * Invoice and credit-note numbers (docs/product-rules.md#invoices): `PT-2026/000001`, `CA-2026/000042`: the
 * country, the year of issue and a sequence of six digits, zero padded, consecutive per country and year with no
 * gap. The database hands out the sequence (decision 075); this only writes and reads the text.
 */

export const INVOICE_COUNTRIES = ['PT', 'CA'] as const;
export type InvoiceCountry = (typeof INVOICE_COUNTRIES)[number];

/** Six digits: the most documents one country may issue in a year. */
export const INVOICE_SEQ_MAX = 999_999;

export interface InvoiceNumberParts {
  country: InvoiceCountry;
  year: number;
  seq: number;
}

const PATTERN = /^(PT|CA)-(\d{4})\/(\d{6})$/;

/** The number's text; a sequence outside 1…999 999 or a year outside 1000…9999 is a programming error. */
export function formatInvoiceNumber({ country, year, seq }: InvoiceNumberParts): string {
  if (!Number.isInteger(seq) || seq < 1 || seq > INVOICE_SEQ_MAX) {
    throw new RangeError(`Invoice sequence out of range: ${seq}`);
  }
  if (!Number.isInteger(year) || year < 1000 || year > 9999) {
    throw new RangeError(`Invoice year out of range: ${year}`);
  }
  return `${country}-${year}/${String(seq).padStart(6, '0')}`;
}

/** The parts of a number as formatInvoiceNumber writes it, or null for any other text. */
export function parseInvoiceNumber(text: string): InvoiceNumberParts | null {
  const match = PATTERN.exec(text);
  if (!match) return null;
  const seq = Number(match[3]);
  if (seq < 1) return null;
  return { country: match[1] as InvoiceCountry, year: Number(match[2]), seq };
}

/**
 * The zone whose calendar year an invoice is numbered in: Lisbon for Portugal, Toronto (where the Canadian
 * business keeps its books, the zone a Canadian address without a province falls back to) for Canada.
 */
const INVOICE_TIME_ZONES: Record<InvoiceCountry, string> = { PT: 'Europe/Lisbon', CA: 'America/Toronto' };
const yearFormatters = new Map<InvoiceCountry, Intl.DateTimeFormat>();

/** The year an invoice issued at this instant belongs to (its number's year; its sequence restarts with it). */
export function invoiceYear(country: InvoiceCountry, issuedAt: Date): number {
  let formatter = yearFormatters.get(country);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone: INVOICE_TIME_ZONES[country], year: 'numeric' });
    yearFormatters.set(country, formatter);
  }
  return Number(formatter.format(issuedAt));
}
