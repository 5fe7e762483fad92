import type { Booking } from '@limpa/contracts';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';

/** Colour-coded status (DESIGN.md): pending amber, confirmed blue, in progress violet, completed green, cancelled grey. */
export function BookingStatusBadge({ status }: { status: Booking['status'] }) {
  const { t } = useTranslation();
  return <Badge variant={status}>{t(`providerPortal.status.${status}`)}</Badge>;
}
