import type { AdminPayout, Booking } from '@limpa/contracts';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';

/** Booking status in the fixed colours of DESIGN.md (pending amber, confirmed blue, completed green…). */
export function BookingStatusBadge({ status, className }: { status: Booking['status']; className?: string }) {
  const { t } = useTranslation();
  return (
    <Badge variant={status} className={className}>
      {t(`adminOperations.status.${status}`)}
    </Badge>
  );
}

const PAYMENT_CLASS: Record<Booking['paymentStatus'], string> = {
  unpaid: 'bg-muted text-foreground',
  paid: 'status-completed',
  failed: 'status-failed',
  refunded: 'status-cancelled',
};

/** Payment status: unpaid neutral, paid green, failed red, refunded grey. */
export function PaymentStatusBadge({
  status,
  className,
}: {
  status: Booking['paymentStatus'];
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <Badge variant="outline" className={cn('border-transparent', PAYMENT_CLASS[status], className)}>
      {t(`adminOperations.payment.${status}`)}
    </Badge>
  );
}

const PAYOUT_VARIANT = { completed: 'completed', pending: 'pending', failed: 'failed' } as const;

export function PayoutStatusBadge({ status }: { status: AdminPayout['status'] }) {
  const { t } = useTranslation();
  return <Badge variant={PAYOUT_VARIANT[status]}>{t(`adminOperations.payoutStatus.${status}`)}</Badge>;
}
