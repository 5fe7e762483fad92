/**
 * What an invoice or a credit note says (docs/product-rules.md#invoices, decision 080): its lines, each taxed
 * by the tax rules (tax.ts), and the document's totals, summed from the lines. Descriptions are not stored:
 * each line's kind is said in the reader's language when the document is printed.
 */

import { sumTaxes } from './booking-tax';
import type { InvoiceCountry } from './invoice-number';
import type { TaxAmount, TaxedLine } from './tax-line';

export const INVOICE_LINE_KINDS = ['visit', 'overtime', 'late_fee', 'tip', 'refund'] as const;
export type InvoiceLineKind = (typeof INVOICE_LINE_KINDS)[number];

/** One line of a document: a taxed amount of one kind, in the document's currency. */
export interface InvoiceDocumentLine extends TaxedLine {
  kind: InvoiceLineKind;
}

export interface InvoiceDocumentTotals {
  subtotalCents: number;
  /** Summed per code and rate, in the order they first appear. */
  taxes: TaxAmount[];
  totalCents: number;
}

const isCents = (n: number) => Number.isSafeInteger(n) && n >= 0;

/**
 * The document's totals. Throws a RangeError for a line that does not add up (subtotal + Σ taxes ≠ total, a
 * negative or fractional amount) or a document of no money: such lines are a caller's programming error.
 */
export function invoiceTotals(lines: readonly InvoiceDocumentLine[]): InvoiceDocumentTotals {
  if (lines.length === 0) throw new RangeError('An invoice has at least one line');
  let subtotalCents = 0;
  let totalCents = 0;
  for (const line of lines) {
    const taxCents = line.taxes.reduce((s, t) => s + t.amountCents, 0);
    const amounts = [line.subtotalCents, line.totalCents, ...line.taxes.map((t) => t.amountCents)];
    if (!amounts.every(isCents) || line.subtotalCents + taxCents !== line.totalCents) {
      throw new RangeError(`An invoice line that does not add up: ${JSON.stringify(line)}`);
    }
    subtotalCents += line.subtotalCents;
    totalCents += line.totalCents;
  }
  // Per code and rate, as a booking's lines are summed (booking-tax.ts).
  const taxes = sumTaxes(lines.map((line) => line.taxes));
  if (totalCents <= 0) throw new RangeError('An invoice of no money');
  return { subtotalCents, taxes, totalCents };
}

/** The country whose series numbers a document: the booking's currency says it (EUR: Portugal, CAD: Canada). */
export const invoiceCountryOf = (currency: 'EUR' | 'CAD'): InvoiceCountry =>
  currency === 'EUR' ? 'PT' : 'CA';

/** '0.09975' → '9.975', '0.23' → '23': a rate as a percentage's number, to be written with a locale's separator. */
export function taxRatePercent(rate: string): number {
  const [whole = '0', fraction = ''] = rate.split('.');
  return Number(
    `${Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2))}.${fraction.slice(2) || '0'}`,
  );
}
