import type { CleanerListItem } from '@limpa/contracts';
import { CLEANER_DEFAULT_HOURLY_RATE, dateTimeFormat, numberFormat, relativeTimeFormat } from '@limpa/domain';
import { formatLocale } from '@/lib/locale';

type RateFields = Pick<CleanerListItem, 'hourlyRate' | 'currency' | 'country'>;

/** The cleaner's currency; without one, their country's (CA → CAD), else euro. */
export function currencyOf(cleaner: Pick<CleanerListItem, 'currency' | 'country'>): 'EUR' | 'CAD' {
  return cleaner.currency ?? (cleaner.country === 'CA' ? 'CAD' : 'EUR');
}

/** "€22", "€22.50", "$25" — the hourly rate (default 25 when unset) in the cleaner's currency. */
export function formatHourlyRate(cleaner: RateFields, locale: string = formatLocale()): string {
  const amount = cleaner.hourlyRate ?? CLEANER_DEFAULT_HOURLY_RATE;
  const whole = Number.isInteger(amount);
  return numberFormat(locale, {
    style: 'currency',
    currency: currencyOf(cleaner),
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(amount);
}

const RELATIVE_STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** "3 weeks ago", "yesterday", "now". */
export function formatRelativeDate(iso: string, now: Date = new Date(), locale: string = formatLocale()) {
  const seconds = (new Date(iso).getTime() - now.getTime()) / 1000;
  const format = relativeTimeFormat(locale, { numeric: 'auto' });
  for (const [unit, size] of RELATIVE_STEPS) {
    if (Math.abs(seconds) >= size) return format.format(Math.round(seconds / size), unit);
  }
  return format.format(0, 'minute');
}

/** "March 2026". */
export function formatMonthYear(iso: string, locale: string = formatLocale()): string {
  return dateTimeFormat(locale, { month: 'long', year: 'numeric' }).format(new Date(iso));
}

/** "9 km": how far the cleaner's base is from the chosen address, in whole kilometres, in the reader's language. */
export function formatDistanceKm(km: number, locale: string = formatLocale()): string {
  return numberFormat(locale, { style: 'unit', unit: 'kilometer', maximumFractionDigits: 0 }).format(km);
}
