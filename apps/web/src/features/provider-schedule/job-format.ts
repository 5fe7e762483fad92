import type { Booking } from '@limpa/contracts';
import { formatLocale } from '@/lib/locale';

/** The price of a job: its final total once completed (it includes overtime), else the booked total. */
export function jobAmountCents(booking: Pick<Booking, 'status' | 'finalTotalCents' | 'totalAmountCents'>) {
  return booking.status === 'completed' && booking.finalTotalCents !== null
    ? booking.finalTotalCents
    : booking.totalAmountCents;
}

/** 2.5 → "2.5"; 3 → "3". */
export function formatHours(hours: number, locale: string = formatLocale()): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(hours);
}
