import type { Booking } from '@limpa/contracts';
import { DEFAULT_LOCALE } from '@/lib/format';

/**
 * A booking's start in its own time zone (the address's, DECISIONS "Bookings"), whatever the device's:
 * `{ date: "Wednesday, December 2", time: "10:00" }`; the year is added when it is not the current one.
 */
export function bookingWhen(
  booking: Pick<Booking, 'startsAt' | 'timeZone'>,
  now: Date = new Date(),
  locale: string = DEFAULT_LOCALE,
): { date: string; time: string } {
  const start = new Date(booking.startsAt);
  const yearOf = (d: Date) =>
    new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: booking.timeZone }).format(d);
  const date = new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: yearOf(start) === yearOf(now) ? undefined : 'numeric',
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

/** 2.5 → "2.5"; 3 → "3". */
export function formatHours(hours: number, locale: string = DEFAULT_LOCALE): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(hours);
}

/** Completed bookings carry final figures (with overtime); others the booked ones. */
export function bookingFigures(booking: Booking) {
  const final = booking.status === 'completed' && booking.finalTotalCents !== null;
  return {
    final,
    totalCents: final ? (booking.finalTotalCents ?? booking.totalAmountCents) : booking.totalAmountCents,
    earningsCents: final
      ? (booking.finalCleanerEarningsCents ?? booking.cleanerEarningsCents)
      : booking.cleanerEarningsCents,
  };
}

/** A phone number as a tel: URI (digits and a leading +). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
