import type { AdminPayout } from '@limpa/contracts';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';

const PAYOUT_VARIANT = {
  completed: 'completed',
  pending: 'pending',
  failed: 'failed',
  reversed: 'failed',
} as const;

/** A payout's outcome: completed green, pending amber, failed or reversed red. */
export function PayoutStatusBadge({ status }: { status: AdminPayout['status'] }) {
  const { t } = useTranslation();
  return <Badge variant={PAYOUT_VARIANT[status]}>{t(`adminOperations.payoutStatus.${status}`)}</Badge>;
}
