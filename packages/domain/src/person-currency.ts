/**
 * Which currency prices are shown in to a person (docs/product-rules.md#money).
 * Its own module: the customer home's first load carries money.ts, and it needs none of this.
 */
import type { Currency } from './money';

/** Prices are shown in euro when nothing says where the person is. */
export const FALLBACK_CURRENCY: Currency = 'EUR';

/** The currency of a country or a language's region; a bare language by the country the app speaks it for. */
const CURRENCY_OF_PLACE: Readonly<Record<string, Currency>> = {
  canada: 'CAD',
  ca: 'CAD',
  portugal: 'EUR',
  pt: 'EUR',
  // The app's English is Canada's (it formats as en-CA), its French is fr-CA and its Portuguese pt-PT.
  en: 'CAD',
  fr: 'CAD',
};

/**
 * The currency prices are shown in to a person (docs/product-rules.md#money): their address's country, else
 * their profile's country, else their language's region ("fr-CA", "pt-PT"; a bare "en" is the app's
 * Canadian English), else EUR.
 */
export function currencyForPerson(person: {
  addressCountry?: string | null;
  profileCountry?: string | null;
  language?: string | null;
}): Currency {
  const [language, region] = (person.language ?? '').toLowerCase().split('-');
  for (const place of [
    person.addressCountry?.toLowerCase(),
    person.profileCountry?.toLowerCase(),
    region,
    language,
  ]) {
    const currency = place ? CURRENCY_OF_PLACE[place] : undefined;
    if (currency) return currency;
  }
  return FALLBACK_CURRENCY;
}
