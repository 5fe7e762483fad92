/**
 * A booking's tax (docs/product-rules.md#tax, decision 079). A booking keeps the tax profile it was priced under
 * (whether its prices include tax, and the rates in force for its address on its visit day), so every later line
 * (overtime, a late fee, a refund) is taxed the same way whatever the rates table says by then. Each line is
 * taxed once (computeLineTax rounds per line); the platform fee and the cleaner's share come from the subtotal.
 */
import { splitTotal, type TotalSplit } from './money';
import { computeLineTax, type TaxAmount, type TaxedLine, type TaxRate } from './tax-line';

export interface TaxProfile {
  /** Portugal: prices include tax; Canada: tax is added on top. */
  taxIncluded: boolean;
  /** The rates the booking was priced with; none is no tax. */
  rates: readonly TaxRate[];
}

/** No tax at all: bookings priced before tax was applied, and re-cleans at 0. */
export const NO_TAX: TaxProfile = Object.freeze({ taxIncluded: false, rates: Object.freeze([]) });

/** One priced line (its price as shown: with tax in Portugal, before tax in Canada) taxed under a profile. */
export function taxBookingLine(amountCents: number, profile: TaxProfile): TaxedLine {
  return computeLineTax({ amountCents, taxIncluded: profile.taxIncluded, rates: profile.rates });
}

/** The tax in a taxed line, all rates together. */
export function lineTaxCents(line: TaxedLine): number {
  return line.totalCents - line.subtotalCents;
}

/** Taxes of several lines added up per code and rate, in the order they first appear. */
export function sumTaxes(lists: readonly (readonly TaxAmount[])[]): TaxAmount[] {
  const sums = new Map<string, TaxAmount>();
  for (const t of lists.flat()) {
    const key = `${t.code}:${t.rate}`;
    const seen = sums.get(key);
    sums.set(key, seen ? { ...seen, amountCents: seen.amountCents + t.amountCents } : { ...t });
  }
  return [...sums.values()];
}

/** The platform's 15 % and the cleaner's 85 % of a taxed line: both on the amount before tax. */
export function splitBeforeTax(line: TaxedLine): TotalSplit {
  return splitTotal(line.subtotalCents);
}

export interface OvertimeFinalFigures {
  finalTotalCents: number;
  finalTaxCents: number;
  finalPlatformFeeCents: number;
  finalCleanerEarningsCents: number;
  /** The booking's taxes with the overtime line's added. */
  finalTaxes: TaxAmount[];
}

/**
 * A completed booking's figures once its overtime counts: the booked line plus the overtime line, each taxed
 * on its own, with the fee and earnings split on the two subtotals together.
 */
export function overtimeFinalFigures(input: {
  /** The booked line: what the customer pays and its tax. */
  totalAmountCents: number;
  taxCents: number;
  taxes: readonly TaxAmount[];
  overtimeFeeCents: number;
  tax: TaxProfile;
}): OvertimeFinalFigures {
  const overtime = taxBookingLine(input.overtimeFeeCents, input.tax);
  const subtotal = input.totalAmountCents - input.taxCents + overtime.subtotalCents;
  const split = splitTotal(subtotal);
  return {
    finalTotalCents: input.totalAmountCents + overtime.totalCents,
    finalTaxCents: input.taxCents + lineTaxCents(overtime),
    finalPlatformFeeCents: split.platformFeeCents,
    finalCleanerEarningsCents: split.cleanerEarningsCents,
    finalTaxes: sumTaxes([input.taxes, overtime.taxes]),
  };
}

/** The profile a booking was priced under, from its stored columns. */
export function bookingTaxProfile(booking: {
  taxIncluded: boolean;
  taxRates: readonly TaxRate[];
}): TaxProfile {
  return { taxIncluded: booking.taxIncluded, rates: booking.taxRates };
}

/** A completed booking's final taxes: the booked ones, with an approved overtime line's added; null before. */
export function finalTaxesOf(booking: {
  totalAmountCents: number;
  taxCents: number;
  taxes: readonly TaxAmount[];
  taxIncluded: boolean;
  taxRates: readonly TaxRate[];
  finalTotalCents: number | null;
  overtimeFeeCents: number | null;
}): TaxAmount[] | null {
  if (booking.finalTotalCents === null) return null;
  if (booking.finalTotalCents === booking.totalAmountCents || !booking.overtimeFeeCents)
    return [...booking.taxes];
  return overtimeFinalFigures({
    ...booking,
    overtimeFeeCents: booking.overtimeFeeCents,
    tax: bookingTaxProfile(booking),
  }).finalTaxes;
}
