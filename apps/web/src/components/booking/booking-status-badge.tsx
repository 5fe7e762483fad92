import type { Booking } from '@limpa/contracts';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import '@/lib/strings/booking';

/**
 * Colour-coded status (docs/product-rules.md#look-and-feel): pending amber, confirmed blue, in progress
 * violet, completed green, cancelled grey — the `status-*` utilities behind the badge variants.
 */
export function BookingStatusBadge({ status, className }: { status: Booking['status']; className?: string }) {
  const { t } = useTranslation();
  return (
    <Badge variant={status} className={className}>
      {t(`booking.status.${status}`)}
    </Badge>
  );
}
