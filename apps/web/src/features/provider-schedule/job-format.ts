import type { Booking } from '@limpa/contracts';
import { numberFormat } from '@limpa/domain';
import { formatLocale } from '@/lib/locale';

/** The price of a job: its final total once completed (it includes overtime), else the booked total. */
export function jobAmountCents(booking: Pick<Booking, 'status' | 'finalTotalCents' | 'totalAmountCents'>) {
  return booking.status === 'completed' && booking.finalTotalCents !== null
    ? booking.finalTotalCents
    : booking.totalAmountCents;
}
