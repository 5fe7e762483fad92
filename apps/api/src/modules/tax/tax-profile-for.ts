import type { DbOrTx } from '@limpa/db';
import { countryOf, formatTaxRate, pricesIncludeTax, type TaxProfile, taxRegionOf } from '@limpa/domain';
import { taxRatesInForce } from './tax-rates.repository';

/**
 * The tax profile a booking at this address on this day (the visit's own date, 'YYYY-MM-DD') is priced under
 * (decision 079): whether its prices include tax, and the rates in force there that day. A Canadian address
 * whose province is unknown pays the whole country's rates only.
 */
export async function taxProfileFor(
  db: DbOrTx,
  address: { country: string; province?: string | null; district?: string | null },
  day: string,
): Promise<TaxProfile> {
  const country = countryOf(address.country);
  if (country !== 'canada' && country !== 'portugal') return { taxIncluded: false, rates: [] };
  const place = taxRegionOf(address);
  const rows = await taxRatesInForce(db, country, place?.region ?? null, day);
  return {
    taxIncluded: pricesIncludeTax(country),
    rates: rows.map((r) => ({ code: r.code, rate: formatTaxRate(r.rateParts) })),
  };
}
