/**
 * Which money figures of a booking apply (docs/product-rules.md#completion-and-overtime): a completed booking
 * with a final total carries final figures (recomputed with approved overtime); every other one the booked ones.
 */

export interface BookedFigures {
  status: string;
  totalAmountCents: number;
  finalTotalCents: number | null;
}

export interface BookingMoneyFields extends BookedFigures {
  platformFeeCents: number;
  cleanerEarningsCents: number;
  finalPlatformFeeCents: number | null;
  finalCleanerEarningsCents: number | null;
}

export interface BookingFigures {
  /** True when the final figures apply. */
  final: boolean;
  totalCents: number;
  platformFeeCents: number;
  cleanerEarningsCents: number;
}

/** Whether the final figures apply: the booking is completed and has a final total. */
export function hasFinalFigures<T extends Pick<BookedFigures, 'status' | 'finalTotalCents'>>(
  booking: T,
): booking is T & { finalTotalCents: number } {
  return booking.status === 'completed' && booking.finalTotalCents !== null;
}

/** What the booking is worth: the final total once completed (overtime included), else the booked total. */
export function bookingTotalCents(booking: BookedFigures): number {
  return hasFinalFigures(booking) ? booking.finalTotalCents : booking.totalAmountCents;
}

/** Total, platform fee and the cleaner's earnings that apply; a missing final figure falls back to the booked one. */
export function bookingFigures(booking: BookingMoneyFields): BookingFigures {
  if (!hasFinalFigures(booking)) {
    return {
      final: false,
      totalCents: booking.totalAmountCents,
      platformFeeCents: booking.platformFeeCents,
      cleanerEarningsCents: booking.cleanerEarningsCents,
    };
  }
  return {
    final: true,
    totalCents: booking.finalTotalCents,
    platformFeeCents: booking.finalPlatformFeeCents ?? booking.platformFeeCents,
    cleanerEarningsCents: booking.finalCleanerEarningsCents ?? booking.cleanerEarningsCents,
  };
}
