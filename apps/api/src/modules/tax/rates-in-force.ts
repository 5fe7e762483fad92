import type { Database } from '@limpa/db';
import { formatTaxRate, type TaxRate, type TaxRegion } from '@limpa/domain';
import { taxRatesInForce } from './tax-rates.repository';

/**
 * The rates in force for an address's tax region on a day (the place's own calendar date, 'YYYY-MM-DD'), as the
 * domain's computeLineTax takes them: `computeLineTax({ amountCents, taxIncluded: pricesIncludeTax(country),
 * rates })`. The way other modules read rates (docs/product-rules.md#tax, decision 074).
 */
export async function ratesInForceFor(db: Database, place: TaxRegion, day: string): Promise<TaxRate[]> {
  const rows = await taxRatesInForce(db, place.country, place.region, day);
  return rows.map((r) => ({ code: r.code, rate: formatTaxRate(r.rateParts) }));
}
