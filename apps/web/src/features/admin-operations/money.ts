import type { Booking } from '@limpa/contracts';

/** What was collected on the booking (first charge and overtime that succeeded) minus what was refunded. */
export function refundableCents(booking: Pick<Booking, 'charges' | 'refundedCents'>): number {
  const paid = booking.charges
    .filter((c) => c.status === 'succeeded' && (c.kind === 'charge' || c.kind === 'overtime'))
    .reduce((sum, c) => sum + c.amountCents, 0);
  return Math.max(0, paid - booking.refundedCents);
}

/** "12", "12.5", "12,50" → 1250; anything else (or more than two decimals) → null. */
export function parseAmountToCents(text: string): number | null {
  const match = /^(\d{1,7})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}
