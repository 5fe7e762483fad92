import { dateTimeFormat, formatTimeOfDay } from '@limpa/domain';
import { formatLocale } from '@/lib/locale';

/**
 * A booking's start in its own time zone (the address's, docs/product-rules.md#places-and-time-zones),
 * whatever the device's: long `{ date: "Wednesday, December 2", time: "10:00" }` or short `{ date: "Wed, Dec
 * 2", … }`; the year is added when it is not the current one. Every screen that shows when a booking happens
 * uses this.
 */
export function bookingWhen(
  booking: { startsAt: string; timeZone: string },
  options: { style?: 'long' | 'short'; now?: Date; locale?: string } = {},
): { date: string; time: string } {
  const { style = 'long', now = new Date(), locale = formatLocale() } = options;
  const start = new Date(booking.startsAt);
  const yearOf = (d: Date) =>
    // Only compared, never shown: any locale's digits would do.
    dateTimeFormat('en', { year: 'numeric', timeZone: booking.timeZone }).format(d);
  const date = dateTimeFormat(locale, {
    weekday: style,
    month: style,
    day: 'numeric',
    year: yearOf(start) === yearOf(now) ? undefined : 'numeric',
    timeZone: booking.timeZone,
  }).format(start);
  return { date, time: bookingTime(booking, locale) };
}

/** A booking's start time, "10:00" ("10 h 00" in Québec French), in its own time zone. */
export function bookingTime(
  booking: { startsAt: string; timeZone: string },
  locale: string = formatLocale(),
) {
  return formatTimeOfDay(locale, new Date(booking.startsAt), booking.timeZone);
}
