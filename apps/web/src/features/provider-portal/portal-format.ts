import type { Booking } from '@limpa/contracts';
import { formatLocale } from '@/lib/locale';

/** 2.5 → "2.5"; 3 → "3". */
export function formatHours(hours: number, locale: string = formatLocale()): string {
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
