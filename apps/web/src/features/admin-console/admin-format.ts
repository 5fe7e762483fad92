import type { CurrencyAmount } from '@limpa/contracts';
import { dateTimeFormat } from '@limpa/domain';
import { formatMoney } from '@/lib/format';
import { activeLocale, formatLocale } from '@/lib/locale';

/**
 * Admin screens show several currencies side by side, so amounts carry an unambiguous symbol
 * ("€1,234.56", "CA$89.00") whatever the visitor's locale would do with "$".
 */
export const ADMIN_MONEY_LOCALE = 'en';

/** English keeps "CA$"; pt-PT and fr-CA have their own unambiguous forms ("89,00 CA$", "89,00 $" vs "€"). */
const adminLocale = (english: string) => (activeLocale() === 'en' ? english : formatLocale());

export function formatAdminMoney(amountCents: number, currency: string): string {
  return formatMoney(amountCents, currency, adminLocale(ADMIN_MONEY_LOCALE));
}

/** One formatted amount per currency, in the API's order. */
export function formatRevenue(revenue: readonly CurrencyAmount[]): string[] {
  return revenue.map((r) => formatAdminMoney(r.amountCents, r.currency));
}

/** English admin dates read "22 Nov 2026" (en-GB order); the other languages use their own. */
const DATE = () => dateTimeFormat(adminLocale('en-GB'), { day: 'numeric', month: 'short', year: 'numeric' });
const TIME = () =>
  dateTimeFormat(adminLocale('en-GB'), { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** A date in the viewer's time zone, e.g. "22 Nov 2026". */
export function formatAdminDate(iso: string): string {
  return DATE().format(new Date(iso));
}

/** Date and 24-hour time in the viewer's time zone, e.g. "22 Nov 2026 14:03". */
export function formatAdminDateTime(iso: string): string {
  const date = new Date(iso);
  return `${DATE().format(date)} ${TIME().format(date)}`;
}
