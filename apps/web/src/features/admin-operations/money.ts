import type { Booking } from '@limpa/contracts';

/** What was collected on the booking (first charge and overtime that succeeded) minus what was refunded. */
export function refundableCents(booking: Pick<Booking, 'charges' | 'refundedCents'>): number {
  const paid = booking.charges
    .filter((c) => c.status === 'succeeded' && (c.kind === 'charge' || c.kind === 'overtime'))
    .reduce((sum, c) => sum + c.amountCents, 0);
  return Math.max(0, paid - booking.refundedCents);
}

export { parseAmountToCents } from '@/lib/parse-amount';
