import type { Booking } from '@limpa/contracts';

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
