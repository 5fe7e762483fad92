import type { Booking } from '@limpa/contracts';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import '@/lib/strings/booking';

const PAYMENT_CLASS: Record<Booking['paymentStatus'], string> = {
  unpaid: 'bg-muted text-foreground',
  paid: 'status-completed',
  failed: 'status-failed',
  requires_action: 'status-pending',
  refunded: 'status-cancelled',
};

interface PaymentStatusBadgeProps {
  status: Booking['paymentStatus'];
  /** Replaces the plain "Unpaid", "Paid"… where a screen says more. */
  label?: string;
  className?: string;
}

/** Unpaid neutral, Paid green, Payment failed red, Refunded grey (the booking statuses' colours). */
export function PaymentStatusBadge({ status, label, className }: PaymentStatusBadgeProps) {
  const { t } = useTranslation();
  return (
    <span
      className={cn(
        'inline-flex rounded-lg px-2.5 py-0.5 font-semibold text-xs leading-5 print:border print:border-current',
        PAYMENT_CLASS[status],
        className,
      )}
    >
      {label ?? t(`booking.payment.${status}`)}
    </span>
  );
}
