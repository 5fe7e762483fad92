import type { Booking } from '@limpa/contracts';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

const PAYMENT_CLASS: Record<Booking['paymentStatus'], string> = {
  unpaid: 'bg-muted text-foreground',
  paid: 'status-completed',
  failed: 'status-failed',
  refunded: 'status-cancelled',
};

/** Unpaid, Paid, Payment failed or Refunded, coloured like the booking statuses. */
export function PaymentStatusBadge({
  status,
  className,
}: {
  status: Booking['paymentStatus'];
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <span
      className={cn(
        'inline-flex rounded-lg px-2.5 py-0.5 font-semibold text-xs leading-5 print:border print:border-current',
        PAYMENT_CLASS[status],
        className,
      )}
    >
      {t(`providerJobs.payment.${status}`)}
    </span>
  );
}
