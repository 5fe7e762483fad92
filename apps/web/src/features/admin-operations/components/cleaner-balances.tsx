import type { AdminPayoutBalance } from '@limpa/contracts';
import { useTranslation } from 'react-i18next';
import { AdminList } from '@/components/admin-table';
import { CardFigure } from '@/components/booking/booking-card-parts';
import { Avatar } from '@/components/ui/avatar';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { formatMoney } from '@/lib/format';
import { formatDate } from '../operations-format';

/** Per cleaner and currency: available to pay, paid out, last payout (a table, or cards on phones). */
export function CleanerBalances({ balances }: { balances: AdminPayoutBalance[] }) {
  const { t } = useTranslation();
  const available = t('adminOperations.payouts.balances.available');
  const paidOut = t('adminOperations.payouts.balances.paidOut');
  const lastPayoutLabel = t('adminOperations.payouts.balances.lastPayout');
  const lastPayout = (b: AdminPayoutBalance) =>
    b.lastPayoutAt ? formatDate(b.lastPayoutAt) : t('adminOperations.payouts.balances.never');
  const key = (b: AdminPayoutBalance) => `${b.cleanerId}-${b.currency}`;

  return (
    <AdminList
      label={t('adminOperations.payouts.balances.title')}
      items={balances}
      minWidthClass="min-w-[36rem]"
      columns={[
        { label: t('adminOperations.payouts.balances.cleaner') },
        { label: available, className: 'text-right' },
        { label: paidOut, className: 'text-right' },
        { label: lastPayoutLabel },
      ]}
      card={(b) => (
        <li key={key(b)}>
          <Card className="flex flex-col gap-3 p-4">
            <div className="flex items-center gap-3">
              <Avatar name={b.fullName} className="size-10 ring-0" />
              <span className="min-w-0 flex-1 truncate font-semibold">{b.fullName}</span>
              <span className="font-medium text-muted-foreground text-xs">{b.currency}</span>
            </div>
            <dl className="grid grid-cols-3 gap-2 text-sm">
              <CardFigure
                label={available}
                className={cn('font-bold tabular', b.availableCents > 0 && 'text-primary')}
              >
                {formatMoney(b.availableCents, b.currency)}
              </CardFigure>
              <CardFigure label={paidOut} className="font-medium tabular">
                {formatMoney(b.paidOutCents, b.currency)}
              </CardFigure>
              <CardFigure label={lastPayoutLabel} className="font-medium tabular">
                {lastPayout(b)}
              </CardFigure>
            </dl>
          </Card>
        </li>
      )}
      row={(b) => (
        <tr key={key(b)}>
          <th scope="row" className="px-4 py-3 text-left font-medium">
            <span className="flex items-center gap-3">
              <Avatar name={b.fullName} className="size-8 ring-0" />
              {b.fullName}
              <span className="font-medium text-muted-foreground text-xs">{b.currency}</span>
            </span>
          </th>
          <td
            className={cn(
              'whitespace-nowrap px-3 py-3 text-right font-bold tabular',
              b.availableCents > 0 && 'text-primary',
            )}
          >
            {formatMoney(b.availableCents, b.currency)}
          </td>
          <td className="whitespace-nowrap px-3 py-3 text-right tabular">
            {formatMoney(b.paidOutCents, b.currency)}
          </td>
          <td className="whitespace-nowrap px-4 py-3 tabular">{lastPayout(b)}</td>
        </tr>
      )}
    />
  );
}
