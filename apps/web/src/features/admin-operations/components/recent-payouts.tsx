import type { AdminPayout } from '@limpa/contracts';
import { useTranslation } from 'react-i18next';
import { AdminList } from '@/components/admin-table';
import { Card } from '@/components/ui/card';
import { formatMoney } from '@/lib/format';
import { formatDateTime } from '../operations-format';
import { HeldPayout } from './held-payout';
import { PayoutStatusBadge } from './payout-status-badge';

/** The newest payouts: cleaner, amount, status (with any reversed money held), date and bookings paid. */
export function RecentPayouts({ payouts }: { payouts: AdminPayout[] }) {
  const { t } = useTranslation();

  return (
    <AdminList
      label={t('adminOperations.payouts.recent.title')}
      items={payouts}
      minWidthClass="min-w-[36rem]"
      columns={[
        { label: t('adminOperations.payouts.recent.cleaner') },
        { label: t('adminOperations.payouts.recent.amount'), className: 'text-right' },
        { label: t('adminOperations.payouts.recent.status') },
        { label: t('adminOperations.payouts.recent.date') },
        { label: t('adminOperations.payouts.recent.bookings'), className: 'text-right' },
      ]}
      card={(p) => (
        <li key={p.id}>
          <Card className="flex flex-col gap-2 p-4">
            <div className="flex items-center justify-between gap-2">
              <span className="min-w-0 truncate font-semibold">{p.fullName}</span>
              <PayoutStatusBadge status={p.status} />
            </div>
            <div className="flex items-baseline justify-between gap-2 text-sm">
              <span className="text-muted-foreground tabular">
                {formatDateTime(p.createdAt)}
                {' · '}
                {t('adminOperations.payouts.recent.bookingCount', { count: p.bookingCount })}
              </span>
              <span className="font-bold text-base tabular">{formatMoney(p.amountCents, p.currency)}</span>
            </div>
            <FailureReason payout={p} />
            <HeldPayout payout={p} />
          </Card>
        </li>
      )}
      row={(p) => (
        <tr key={p.id}>
          <th scope="row" className="px-4 py-3 text-left font-medium">
            {p.fullName}
          </th>
          <td className="whitespace-nowrap px-3 py-3 text-right font-semibold tabular">
            {formatMoney(p.amountCents, p.currency)}
          </td>
          <td className="px-3 py-3">
            <PayoutStatusBadge status={p.status} />
            <FailureReason payout={p} />
            <HeldPayout payout={p} />
          </td>
          <td className="whitespace-nowrap px-3 py-3 tabular">{formatDateTime(p.createdAt)}</td>
          <td className="px-4 py-3 text-right tabular">{p.bookingCount}</td>
        </tr>
      )}
    />
  );
}

/** Why a transfer failed (it is retried on the next run). */
function FailureReason({ payout }: { payout: AdminPayout }) {
  const { t } = useTranslation();
  if (payout.status !== 'failed' || !payout.failureReason) return null;
  return (
    <p className="mt-1 text-status-failed text-xs">
      {t('adminOperations.payouts.recent.failureReason', { reason: payout.failureReason })}
    </p>
  );
}
