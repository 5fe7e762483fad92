/**
 * Tax (docs/product-rules.md#tax, decision 074): which taxes a place pays, the rates seeded on 2026-01-01 and the
 * arithmetic of one line. Limpa is the seller of record: Portugal's prices include IVA, Canada's are before tax.
 * Rates travel as decimal strings ('0.09975') and are computed as integer parts per 100 000, never as floats.
 */
import {
  type CanadianProvinceCode,
  canadianProvinceCode,
  countryOf,
  portugueseAutonomousRegion,
} from './geo';

export const TAX_CODES = ['IVA', 'GST', 'HST', 'QST', 'PST'] as const;
export type TaxCode = (typeof TAX_CODES)[number];

export const TAX_COUNTRIES = ['canada', 'portugal'] as const;
export type TaxCountry = (typeof TAX_COUNTRIES)[number];

/** Portugal's three IVA regions: the mainland and the two autonomous regions. */
export const PORTUGUESE_TAX_REGIONS = ['mainland', 'madeira', 'azores'] as const;
export type PortugueseTaxRegion = (typeof PORTUGUESE_TAX_REGIONS)[number];

/** Where an address pays tax: a Portuguese IVA region or a Canadian province's code. */
export type TaxRegion =
  | { country: 'portugal'; region: PortugueseTaxRegion }
  | { country: 'canada'; region: CanadianProvinceCode };

/** Parts per 100 000 in a rate of 1 (100 %): '0.09975' is 9 975. */
export const TAX_RATE_SCALE = 100_000;
/** No rate an admin schedules may exceed 50 %. */
export const MAX_TAX_RATE_PARTS = 50_000;

const HST_PROVINCES: readonly CanadianProvinceCode[] = ['NB', 'NL', 'NS', 'ON', 'PE'];
/** The provinces and territories with neither HST nor QST: their provincial rate is PST, 0 until an admin sets it. */
const PST_PROVINCES: readonly CanadianProvinceCode[] = ['AB', 'BC', 'MB', 'NT', 'NU', 'SK', 'YT'];

/**
 * Whether an admin may schedule this code for this place (region null = the whole country): IVA per Portuguese
 * region; GST for the whole of Canada; HST in NB, NL, NS, ON and PE; QST in Quebec; PST in the other provinces.
 */
export function isTaxCodeAllowed(country: TaxCountry, region: string | null, code: TaxCode): boolean {
  if (country === 'portugal')
    return code === 'IVA' && (PORTUGUESE_TAX_REGIONS as readonly string[]).includes(region ?? '');
  if (code === 'GST') return region === null;
  if (code === 'HST') return (HST_PROVINCES as readonly string[]).includes(region ?? '');
  if (code === 'QST') return region === 'QC';
  if (code === 'PST') return (PST_PROVINCES as readonly string[]).includes(region ?? '');
  return false;
}

/** Portugal's prices include IVA; Canada's are before tax. */
export function pricesIncludeTax(country: TaxCountry): boolean {
  return country === 'portugal';
}

/**
 * The tax region of an address ('Madeira'/'Açores' districts, else the mainland; a Canadian province by code or
 * name). Null for a Canadian address whose province is missing or unknown, or another country.
 */
export function taxRegionOf(address: {
  country: string;
  province?: string | null;
  district?: string | null;
}): TaxRegion | null {
  const country = countryOf(address.country);
  if (country === 'portugal') {
    const autonomous = portugueseAutonomousRegion(address.district);
    return {
      country,
      region: autonomous === 'Madeira' ? 'madeira' : autonomous === 'Açores' ? 'azores' : 'mainland',
    };
  }
  if (country === 'canada') {
    const province = canadianProvinceCode(address.province);
    return province === null ? null : { country, region: province };
  }
  return null;
}

/** A rate row: what `tax_rates` holds and the admin API shows (rate as a decimal string). */
export interface TaxRateRow {
  country: TaxCountry;
  region: string | null;
  code: TaxCode;
  rate: string;
  effectiveFrom: string;
}

/** The rates migration 0041 seeds, in force from 2026-01-01. PST rows are absent: no row is a rate of 0. */
export const TAX_RATE_DEFAULTS: readonly TaxRateRow[] = Object.freeze(
  (
    [
      ['portugal', 'mainland', 'IVA', '0.23'],
      ['portugal', 'madeira', 'IVA', '0.22'],
      ['portugal', 'azores', 'IVA', '0.16'],
      ['canada', null, 'GST', '0.05'],
      ['canada', 'ON', 'HST', '0.13'],
      ['canada', 'NS', 'HST', '0.14'],
      ['canada', 'NB', 'HST', '0.15'],
      ['canada', 'NL', 'HST', '0.15'],
      ['canada', 'PE', 'HST', '0.15'],
      ['canada', 'QC', 'QST', '0.09975'],
    ] as const
  ).map(([country, region, code, rate]) =>
    Object.freeze({ country, region, code, rate, effectiveFrom: '2026-01-01' }),
  ),
);

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
