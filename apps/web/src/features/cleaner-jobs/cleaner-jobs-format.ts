import { dateTimeFormat } from '@limpa/domain';
import { formatLocale } from '@/lib/locale';

function utcNoon(date: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day, 12));
}

/**
 * A job's local date ('YYYY-MM-DD', already the address's wall clock): "Wednesday, December 2", with the
 * year when it is not `currentYear`.
 */
export function formatJobDate(date: string, currentYear?: string, locale: string = formatLocale()): string {
  return dateTimeFormat(locale, {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: currentYear && date.slice(0, 4) === currentYear ? undefined : 'numeric',
    timeZone: 'UTC',
  }).format(utcNoon(date));
}
