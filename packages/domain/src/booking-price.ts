/**
 * A booking's price (docs/product-rules.md#prices-and-home-types, decision 079): its service's or the table's
 * price with its add-ons, taxed as one line, the fee and earnings split on the amount before tax. Apart from the
 * price table (pricing.ts) so the screens that read only the table load none of the tax arithmetic.
 */
import { NO_TAX, splitBeforeTax, type TaxProfile, taxBookingLine } from './booking-tax';
import { assertCents, sumCents } from './money';
import { type HomeType, type HomeTypePrice, priceFor } from './pricing';
import type { TaxAmount } from './tax-line';

export interface BookingPriceInput {
  homeType: HomeType;
  isRecurring: boolean;
  /** Prices of the selected add-ons, in cents. */
  addOnPricesCents: readonly number[];
  /** The booked service's price and duration for the home (servicePriceFor); else the standard table's. */
  base?: HomeTypePrice;
  /** The booking's tax profile (decision 079); none adds no tax. */
  tax?: TaxProfile;
}

export interface BookingPrice {
  basePriceCents: number;
  addOnsTotalCents: number;
  /** Before tax. */
  subtotalCents: number;
  taxCents: number;
  taxes: TaxAmount[];
  /** What the customer pays. */
  totalAmountCents: number;
  platformFeeCents: number;
  cleanerEarningsCents: number;
  durationHours: number;
  estimatedTime: string;
}

/**
 * The price (base + add-ons) is one line taxed under the booking's profile: in Portugal it is the total, tax
 * inside; in Canada the subtotal, tax on top. Fee 15 % (half up) of the subtotal; earnings the rest of it.
 */
export function computeBookingPrice(input: BookingPriceInput): BookingPrice {
  const { baseCents, durationHours, estimatedTime } =
    input.base ?? priceFor(input.homeType, input.isRecurring);
  const addOnsTotalCents = sumCents(input.addOnPricesCents);
  const line = taxBookingLine(assertCents(baseCents + addOnsTotalCents, 'price'), input.tax ?? NO_TAX);
  const { platformFeeCents, cleanerEarningsCents } = splitBeforeTax(line);
  return {
    basePriceCents: baseCents,
    addOnsTotalCents,
    subtotalCents: line.subtotalCents,
    taxCents: line.totalCents - line.subtotalCents,
    taxes: line.taxes,
    totalAmountCents: line.totalCents,
    platformFeeCents,
    cleanerEarningsCents,
    durationHours,
    estimatedTime,
  };
}
