/**
 * The arithmetic of tax (docs/product-rules.md#tax, decisions 074 and 079): rates as decimal strings computed
 * as integer parts per 100 000, a line taxed and rounded once, a refund's share of it. Kept apart from the
 * places' rules (tax.ts, which needs the map's tables) so a screen that only prices a booking loads none of them.
 */
export const TAX_CODES = ['IVA', 'GST', 'HST', 'QST', 'PST'] as const;
export type TaxCode = (typeof TAX_CODES)[number];

/** Parts per 100 000 in a rate of 1 (100 %): '0.09975' is 9 975. */
export const TAX_RATE_SCALE = 100_000;
/** No rate an admin schedules may exceed 50 %. */
export const MAX_TAX_RATE_PARTS = 50_000;

const RATE_TEXT = /^(0|1)(\.\d{1,5})?$/;

/** '0.09975' → 9 975 parts per 100 000; throws a RangeError for anything but 0–1 with up to five decimals. */
export function parseTaxRate(rate: string): number {
  if (!RATE_TEXT.test(rate)) throw new RangeError(`Not a tax rate: ${rate}`);
  const [whole = '0', fraction = ''] = rate.split('.');
  const parts = Number(whole) * TAX_RATE_SCALE + Number(fraction.padEnd(5, '0'));
  if (parts > TAX_RATE_SCALE) throw new RangeError(`Not a tax rate: ${rate}`);
  return parts;
}

/** 9 975 → '0.09975', 13 000 → '0.13' (at least two decimals, no trailing zeros beyond them). */
export function formatTaxRate(parts: number): string {
  if (!Number.isSafeInteger(parts) || parts < 0 || parts > TAX_RATE_SCALE) {
    throw new RangeError(`Not a tax rate: ${String(parts)}`);
  }
  const fraction = String(parts % TAX_RATE_SCALE)
    .padStart(5, '0')
    .replace(/0{1,3}$/, '');
  return `${Math.floor(parts / TAX_RATE_SCALE)}.${fraction}`;
}

/** A rate in force for a place: what `taxRatesInForce` answers, handed to `computeLineTax`. */
export interface TaxRate {
  code: TaxCode;
  rate: string;
}

export interface TaxAmount {
  code: TaxCode;
  rate: string;
  amountCents: number;
}

/** One line taxed: subtotal (before tax) + Σ taxes = total, all in integer cents. */
export interface TaxedLine {
  subtotalCents: number;
  taxes: TaxAmount[];
  totalCents: number;
}

const checkCents = (value: number, name: string) => {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${name} must be a non-negative integer number of cents, got ${String(value)}`);
  }
  return BigInt(value);
};

/** n / d rounded half up, for n ≥ 0 and d > 0. */
const divideHalfUp = (n: bigint, d: bigint): bigint => (2n * n + d) / (2n * d);

/**
 * The rates that apply, in code order: a zero rate is no tax, and HST, where it is in force, replaces GST
 * (the whole-country GST row is still among a HST province's rates in force).
 */
export function applicableTaxRates(rates: readonly TaxRate[]): TaxRate[] {
  const positive = rates.filter((r) => parseTaxRate(r.rate) > 0);
  const hst = positive.some((r) => r.code === 'HST');
  return positive
    .filter((r) => !(hst && r.code === 'GST'))
    .sort((a, b) => TAX_CODES.indexOf(a.code) - TAX_CODES.indexOf(b.code));
}

/**
 * Taxes one line (a visit's price, an overtime charge), rounded once per tax per line, half up. Before-tax
 * prices (Canada): each tax is the amount × its rate, and the total is their sum with the amount. Tax-inclusive
 * prices (Portugal): the amount is the total; the subtotal is total ÷ (1 + Σ rates), rounded, and the tax is
 * what is left, so subtotal + tax = total exactly. The platform fee and the cleaner's share are computed on the
 * subtotal; tips never pass through here (they carry no tax).
 */
export function computeLineTax(input: {
  amountCents: number;
  taxIncluded: boolean;
  rates: readonly TaxRate[];
}): TaxedLine {
  const amount = checkCents(input.amountCents, 'amountCents');
  const rates = applicableTaxRates(input.rates).map((r) => ({ ...r, parts: BigInt(parseTaxRate(r.rate)) }));
  const scale = BigInt(TAX_RATE_SCALE);
  if (!input.taxIncluded) {
    const taxes = rates.map((r) => ({
      code: r.code,
      rate: r.rate,
      amountCents: Number(divideHalfUp(amount * r.parts, scale)),
    }));
    return {
      subtotalCents: input.amountCents,
      taxes,
      totalCents: input.amountCents + taxes.reduce((s, t) => s + t.amountCents, 0),
    };
  }
  const sumParts = rates.reduce((s, r) => s + r.parts, 0n);
  const subtotal = divideHalfUp(amount * scale, scale + sumParts);
  let left = amount - subtotal;
  const taxes = rates.map((r, i) => {
    const share = i === rates.length - 1 ? left : divideHalfUp(subtotal * r.parts, scale);
    // Never more than is left, so no tax goes negative (bigints have no Math.min).
    const taken = [share, left].sort((a, b) => (a < b ? -1 : 1))[0] ?? 0n;
    left -= taken;
    return { code: r.code, rate: r.rate, amountCents: Number(taken) };
  });
  return { subtotalCents: Number(subtotal), taxes, totalCents: input.amountCents };
}

/**
 * The part of a refund that is tax, in proportion to the line's total. `refundCents` comes out of the total the
 * customer paid; `alreadyRefundedCents` is what earlier refunds of the line returned. Each share is computed on
 * the running total refunded and less what earlier refunds returned, so partial refunds never return more tax
 * than was charged and refunding the whole line returns exactly its taxes.
 */
export function refundTaxShare(line: TaxedLine, refundCents: number, alreadyRefundedCents = 0): TaxedLine {
  const refund = checkCents(refundCents, 'refundCents');
  const before = checkCents(alreadyRefundedCents, 'alreadyRefundedCents');
  const total = BigInt(line.totalCents);
  if (before + refund > total) {
    throw new RangeError(
      `Refunding ${refundCents} after ${alreadyRefundedCents} exceeds the line's ${line.totalCents}`,
    );
  }
  const upTo = (refunded: bigint, tax: bigint) => (total === 0n ? 0n : divideHalfUp(tax * refunded, total));
  const taxes = line.taxes.map((t) => {
    const tax = BigInt(t.amountCents);
    return {
      code: t.code,
      rate: t.rate,
      amountCents: Number(upTo(before + refund, tax) - upTo(before, tax)),
    };
  });
  const taxCents = taxes.reduce((s, t) => s + t.amountCents, 0);
  return { subtotalCents: refundCents - taxCents, taxes, totalCents: refundCents };
}
