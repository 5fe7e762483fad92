/**
 * Tax (docs/product-rules.md#tax, decision 074): which taxes a place pays and the rates seeded on 2026-01-01
 * (the arithmetic of one line is tax-line.ts). Limpa is the seller of record: Portugal's prices include IVA,
 * Canada's are before tax.
 */
import {
  type CanadianProvinceCode,
  canadianProvinceCode,
  countryOf,
  portugueseAutonomousRegion,
} from './geo';
import type { TaxCode, TaxRate } from './tax-line';

export * from './tax-line';

export const TAX_COUNTRIES = ['canada', 'portugal'] as const;
export type TaxCountry = (typeof TAX_COUNTRIES)[number];

/** Portugal's three IVA regions: the mainland and the two autonomous regions. */
export const PORTUGUESE_TAX_REGIONS = ['mainland', 'madeira', 'azores'] as const;
export type PortugueseTaxRegion = (typeof PORTUGUESE_TAX_REGIONS)[number];

/** Where an address pays tax: a Portuguese IVA region or a Canadian province's code. */
export type TaxRegion =
  | { country: 'portugal'; region: PortugueseTaxRegion }
  | { country: 'canada'; region: CanadianProvinceCode };

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

/**
 * The profile a booking in this place is priced under with the seeded rates (TAX_RATE_DEFAULTS): what the rates
 * table holds until an admin schedules another. For fixtures and examples; bookings read the table.
 */
export function seededTaxProfile(place: TaxRegion): { taxIncluded: boolean; rates: TaxRate[] } {
  return {
    taxIncluded: pricesIncludeTax(place.country),
    rates: TAX_RATE_DEFAULTS.filter(
      (r) => r.country === place.country && (r.region === null || r.region === place.region),
    ).map((r) => ({ code: r.code, rate: r.rate })),
  };
}
