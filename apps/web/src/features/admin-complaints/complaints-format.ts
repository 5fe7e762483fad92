import { dateTimeFormat } from '@limpa/domain';
import { formatLocale } from '@/lib/locale';

/**
 * A calendar day ('2026-12-02') as "Dec 2, 2026": read as a UTC day and shown in UTC, so no viewer's time zone
 * can move it to the day before.
 */
export function calendarDay(day: string, locale: string = formatLocale()): string {
  return dateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

/** A moment in the viewer's own time zone, e.g. "Nov 22, 2026". */
export function momentDay(iso: string, locale: string = formatLocale()): string {
  return dateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(iso));
}
