import { DEFAULT_LOCALE } from '@/lib/format';

/**
 * A booking's start in its own time zone (the address's, DECISIONS "Bookings"), whatever the device's:
 * `{ date: "Wednesday, December 2", time: "10:00" }`.
 */
export function bookingWhen(
  booking: { startsAt: string; timeZone: string },
  locale: string = DEFAULT_LOCALE,
): { date: string; time: string } {
  const start = new Date(booking.startsAt);
  const date = new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: booking.timeZone,
  }).format(start);
  const time = new Intl.DateTimeFormat(locale, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: booking.timeZone,
  }).format(start);
  return { date, time };
}
