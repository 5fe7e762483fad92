import { dateTimeFormat, formatTimeOfDay, numberFormat } from '@limpa/domain';
import { formatLocale } from './locale';

/**
 * Locale-aware formatting. Money is integer minor units + ISO currency (docs/product-rules.md#money). Every
 * default locale is the active language's (lib/locale.ts), so a French page says "25,00 $".
 */

/** English formatting (en-CA); tests pass it to pin their expectations. */
export const DEFAULT_LOCALE = 'en-CA';
export { formatLocale };

/**
 * Every time of day the app shows: "14:05", Québec French "14 h 05" (one form, packages/domain). A wall clock
 * 'HH:mm' (a slot, a booking's local time, opening hours) as it is; an instant in `timeZone`, else the device's.
 */
export function formatClockTime(
  time: Date | string,
  locale: string = formatLocale(),
  timeZone?: string,
): string {
  return formatTimeOfDay(locale, time, timeZone);
}

/** Long date, e.g. "Saturday, November 22, 2025" (in `timeZone`, else the device's). */
export function formatLongDate(date: Date, locale: string = formatLocale(), timeZone?: string): string {
  return dateTimeFormat(locale, { dateStyle: 'full', timeZone }).format(date);
}

/** 12345 + "EUR" → "€123.45" (two decimals always). */
export function formatMoney(amountCents: number, currency: string, locale: string = formatLocale()): string {
  return numberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amountCents / 100);
}

/** Hours of work: 2.5 → "2.5", 2 → "2", 1.25 → "1.25". */
export function formatHours(hours: number, locale: string = formatLocale()): string {
  return numberFormat(locale, { maximumFractionDigits: 2 }).format(hours);
}

/** A star rating with one decimal, as the API rounds it: 4.7 → "4.7", 5 → "5.0". */
export function formatRating(rating: number, locale: string = formatLocale()): string {
  return numberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(rating);
}

/** "Ana Maria Silva" → "AS"; "joao" → "J"; empty → "". */
export function initials(name: string | null | undefined): string {
  const parts = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return '';
  const first = parts[0]!.charAt(0);
  const last = parts.length > 1 ? parts[parts.length - 1]!.charAt(0) : '';
  return (first + last).toLocaleUpperCase();
}

/** How this month compares with the last, for the earnings cards. */
export type MonthOverMonth = { direction: 'up' | 'down' | 'flat'; percent: string } | null;

/** 8.3 → up "8.3"; −3 → down "3"; 0 → flat; null (nothing last month) → null. */
export function monthOverMonth(percent: number | null, locale: string = formatLocale()): MonthOverMonth {
  if (percent === null || !Number.isFinite(percent)) return null;
  const formatted = numberFormat(locale, { maximumFractionDigits: 1 }).format(Math.abs(percent));
  if (formatted === '0') return { direction: 'flat', percent: formatted };
  return { direction: percent > 0 ? 'up' : 'down', percent: formatted };
}

/** A `tel:` link for a phone number as typed ("+1 (416) 555-0100" → "tel:+14165550100"). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
