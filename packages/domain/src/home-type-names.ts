/**
 * How a home type is named to a person (docs/product-rules.md#prices-and-home-types): Portugal says T0–T4, as
 * its housing market does; Canada says "Studio", "1 bedroom" … "4+ bedrooms". The texts are translated by each
 * app; this decides which one.
 */
import { HOME_TYPES, type HomeType } from './pricing';

export type HomeTypeName =
  | { style: 'code'; code: HomeType }
  | { style: 'studio' }
  | { style: 'bedrooms'; count: number; orMore: boolean };

/** The name of a home type in a country; a place of unknown country gets the words, which anyone can read. */
export function homeTypeName(homeType: HomeType, country: string | null | undefined): HomeTypeName {
  // A plain test, not geo's countryOf: the screens that name home types would otherwise load geo.ts too.
  if (/^(portugal|pt)$/i.test(country?.trim() ?? '')) return { style: 'code', code: homeType };
  const bedrooms = HOME_TYPES.indexOf(homeType);
  if (bedrooms <= 0) return { style: 'studio' };
  return { style: 'bedrooms', count: bedrooms, orMore: bedrooms === HOME_TYPES.length - 1 };
}

/**
 * The country whose money a currency is: a booking keeps its currency, not its country, and that is how its
 * home type is named. Here rather than with money: the web screens that name home types load it, the home does not.
 */
export function countryForCurrency(currency: string | null | undefined): 'canada' | 'portugal' | null {
  return currency === 'CAD' ? 'canada' : currency === 'EUR' ? 'portugal' : null;
}
