import { formatLocale } from '@/lib/locale';

/** Catalogue prices are shown in euro (spec section 9). */
export const CATALOGUE_CURRENCY = 'EUR';

/** 2.5 → "2.5", 2 → "2", 1.25 → "1.25". */
export function formatHours(hours: number, locale: string = formatLocale()): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(hours);
}
