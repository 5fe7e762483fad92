import type { Booking } from '@limpa/contracts';

/** The price of a job: its final total once completed (it includes overtime), else the booked total. */
export function jobAmountCents(booking: Pick<Booking, 'status' | 'finalTotalCents' | 'totalAmountCents'>) {
  return booking.status === 'completed' && booking.finalTotalCents !== null
    ? booking.finalTotalCents
    : booking.totalAmountCents;
}
