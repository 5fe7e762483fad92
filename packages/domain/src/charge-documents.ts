/**
 * Which lines the invoice of a collected charge, and the credit note of a refund, carry (docs/product-rules.md
 * #invoices, decisions 079 and 080). Each line is taxed under the booking's own profile, so the documents say
 * exactly what the booking's figures say: a visit's line is the booked one, overtime its own taxed line, a late
 * fee the fee's line, a tip a line of no tax. A charge whose amount matches none of these (money moved by hand)
 * is one line of its kind with the tax in proportion.
 */
import { bookingTaxProfile, taxBookingLine } from './booking-tax';
import type { InvoiceDocumentLine, InvoiceLineKind } from './invoice-document';
import { lateCancellationFeeCents } from './late-cancellation';
import type { TaxAmount, TaxedLine, TaxRate } from './tax-line';
import { refundTaxShare } from './tax-line';

export interface DocumentedBooking {
  basePriceCents: number;
  totalAmountCents: number;
  taxCents: number;
  taxes: readonly TaxAmount[];
  taxIncluded: boolean;
  taxRates: readonly TaxRate[];
  overtimeFeeCents: number | null;
}

const line = (kind: InvoiceLineKind, taxed: TaxedLine): InvoiceDocumentLine => ({
  kind,
  subtotalCents: taxed.subtotalCents,
  taxes: taxed.taxes.map((t) => ({ ...t })),
  totalCents: taxed.totalCents,
});

const untaxed = (kind: InvoiceLineKind, amountCents: number): InvoiceDocumentLine =>
  line(kind, { subtotalCents: amountCents, taxes: [], totalCents: amountCents });

/** Part of a taxed line, its tax in proportion; more than the line is taken as untaxed money. */
const part = (kind: InvoiceLineKind, whole: TaxedLine | null, amountCents: number): InvoiceDocumentLine =>
  whole && amountCents <= whole.totalCents
    ? line(kind, refundTaxShare(whole, amountCents))
    : untaxed(kind, amountCents);

/** The lines of the invoice for a succeeded charge of `kind` ('charge', 'overtime', 'late_fee', 'tip'). */
export function chargeInvoiceLines(
  booking: DocumentedBooking,
  charge: { kind: string; amountCents: number },
): InvoiceDocumentLine[] {
  const tax = bookingTaxProfile(booking);
  const visit: TaxedLine = {
    subtotalCents: booking.totalAmountCents - booking.taxCents,
    taxes: [...booking.taxes],
    totalCents: booking.totalAmountCents,
  };
  const overtime = booking.overtimeFeeCents ? taxBookingLine(booking.overtimeFeeCents, tax) : null;
  const amount = charge.amountCents;
  if (charge.kind === 'tip') return [untaxed('tip', amount)];
  if (charge.kind === 'late_fee') {
    return [part('late_fee', taxBookingLine(lateCancellationFeeCents(booking.basePriceCents), tax), amount)];
  }
  if (charge.kind === 'overtime') return [part('overtime', overtime, amount)];
  if (amount === visit.totalCents) return [line('visit', visit)];
  // A first charge that failed is charged later with the approved overtime in it: two lines.
  if (overtime && amount === visit.totalCents + overtime.totalCents) {
    return [line('visit', visit), line('overtime', overtime)];
  }
  return [part('visit', visit, amount)];
}

/**
 * The credit note's line for a refund of `refundCents` against an invoice that has already credited
 * `creditedCents`: the tax returned in proportion to the invoice's, on the running total (refundTaxShare), so
 * every refund together never returns more tax than the invoice charged.
 */
export function creditNoteLines(
  invoice: { subtotalCents: number; taxes: readonly TaxAmount[]; amountCents: number; creditedCents: number },
  refundCents: number,
): InvoiceDocumentLine[] {
  const whole: TaxedLine = {
    subtotalCents: invoice.subtotalCents,
    taxes: [...invoice.taxes],
    totalCents: invoice.amountCents,
  };
  return [line('refund', refundTaxShare(whole, refundCents, invoice.creditedCents))];
}
