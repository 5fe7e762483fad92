import type { Booking } from '@limpa/contracts';
import { dateTimeFormat } from '@limpa/domain';
import { bookingTime } from '@/lib/booking-when';
import { formatLocale } from '@/lib/locale';

/** The first block of a booking id: enough to tell bookings apart and to search by. */
export function shortId(id: string): string {
  return id.slice(0, 8);
}

/** A booking's start in its own (the address's) time zone: `{ date: "Dec 2, 2026", time: "10:00" }`. */
export function bookingStart(
  booking: Pick<Booking, 'startsAt' | 'timeZone'>,
  locale: string = formatLocale(),
): { date: string; time: string } {
  const start = new Date(booking.startsAt);
  const date = dateTimeFormat(locale, { dateStyle: 'medium', timeZone: booking.timeZone }).format(start);
  return { date, time: bookingTime(booking, locale) };
}

/** A moment in the viewer's own time zone, e.g. "Nov 22, 2026". */
export function formatDate(iso: string, locale: string = formatLocale()): string {
  return dateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(iso));
}

/** A moment in the viewer's own time zone, e.g. "Nov 22, 2026, 14:05". */
export function formatDateTime(iso: string, locale: string = formatLocale()): string {
  return dateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    hourCycle: 'h23',
  }).format(new Date(iso));
}
