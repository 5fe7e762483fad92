import type { Booking } from '@limpa/contracts';
import { Hourglass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import '@/lib/strings/booking';

const HAPPENING: ReadonlySet<Booking['status']> = new Set(['confirmed', 'in_progress', 'completed']);
const OWED: ReadonlySet<Booking['paymentStatus']> = new Set(['unpaid', 'failed', 'requires_action']);

/** A confirmed (or later) job whose customer has not paid yet: declined, awaiting the bank, or not charged. */
export function isPaymentPending(booking: Pick<Booking, 'status' | 'paymentStatus'>): boolean {
  return HAPPENING.has(booking.status) && OWED.has(booking.paymentStatus);
}

/**
 * What the cleaner sees on such a job: "Payment pending" (the earning is held until the customer pays). Why
 * it is pending is the customer's business, so the cleaner is not told which of the three it is.
 */
export function PaymentPendingBadge({ booking }: { booking: Pick<Booking, 'status' | 'paymentStatus'> }) {
  const { t } = useTranslation();
  if (!isPaymentPending(booking)) return null;
  return (
    <Badge variant="pending">
      <Hourglass aria-hidden />
      {t('booking.paymentPending')}
    </Badge>
  );
}
