import type { Booking } from '@limpa/contracts';

/** What the customer pays: the final total once completed (it includes overtime), else the total. */
export function payableCents(booking: Pick<Booking, 'status' | 'finalTotalCents' | 'totalAmountCents'>) {
  return booking.status === 'completed' && booking.finalTotalCents !== null
    ? booking.finalTotalCents
    : booking.totalAmountCents;
}

export function isFinalTotal(booking: Pick<Booking, 'status' | 'finalTotalCents'>) {
  return booking.status === 'completed' && booking.finalTotalCents !== null;
}
