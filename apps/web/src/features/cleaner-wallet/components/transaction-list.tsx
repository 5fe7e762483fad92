import type { EarningsTransaction } from '@limpa/contracts';
import { ArrowDownLeft, ArrowUpRight, Receipt } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SkeletonBars } from '@/components/skeleton-bars';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { formatMoney } from '@/lib/format';
import { formatTransactionDate } from '../wallet-format';

const STATUS_VARIANT = {
  completed: 'completed',
  pending: 'pending',
  failed: 'failed',
} as const satisfies Record<EarningsTransaction['status'], string>;

/**
 * Payments in (a completed job's earnings) and withdrawals out (payouts), newest first. Amounts arrive
 * positive; the sign is only visual: + for payments, − for withdrawals.
 */
export function TransactionList({
  transactions,
  timeZone,
}: {
  transactions: EarningsTransaction[];
  timeZone?: string;
}) {
  const { t } = useTranslation();
  if (transactions.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 px-6 py-8 text-center">
        <span className="mb-1 flex size-12 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
          <Receipt aria-hidden className="size-6" />
        </span>
        <p className="font-semibold">{t('cleanerWallet.transactions.empty')}</p>
        <p className="max-w-xs text-muted-foreground text-sm">{t('cleanerWallet.transactions.emptyBody')}</p>
      </div>
    );
  }
  return (
    <ul className="flex flex-col divide-y divide-border/70">
      {transactions.map((tx) => {
        const payment = tx.type === 'payment';
        const Arrow = payment ? ArrowDownLeft : ArrowUpRight;
        const amount = formatMoney(tx.amountCents, tx.currency);
        return (
          <li key={`${tx.type}-${tx.id}`} className="flex items-center gap-3 py-3 first:pt-0 last:pb-0">
            <span
              className={cn(
                'flex size-10 shrink-0 items-center justify-center rounded-xl',
                payment ? 'bg-brand-50 text-brand-700' : 'bg-muted text-foreground',
              )}
            >
              <Arrow aria-hidden className="size-5" />
            </span>
            <div className="flex min-w-0 flex-1 flex-col gap-0.5">
              <p className="font-medium text-sm leading-snug">
                <span className="sr-only">{t(`cleanerWallet.transactions.type.${tx.type}`)}: </span>
                {tx.description}
              </p>
              <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-muted-foreground text-xs">
                <span className="tabular">{formatTransactionDate(tx.date, timeZone)}</span>
                <Badge variant={STATUS_VARIANT[tx.status]} className="py-0 text-[0.6875rem]">
                  {t(`cleanerWallet.transactions.status.${tx.status}`)}
                </Badge>
                {tx.onHold === 'complaint' ? (
                  <Badge variant="outline" className="py-0 text-[0.6875rem]">
                    {t('cleanerWallet.transactions.onHoldComplaint')}
                  </Badge>
                ) : null}
              </p>
            </div>
            <span
              className={cn(
                'shrink-0 font-semibold tabular',
                payment ? 'text-status-completed' : 'text-foreground',
                tx.status === 'failed' && 'text-muted-foreground line-through',
              )}
            >
              {payment
                ? t('cleanerWallet.transactions.plus', { amount })
                : t('cleanerWallet.transactions.minus', { amount })}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

export function TransactionListSkeleton() {
  return (
    <div aria-hidden className="flex flex-col gap-4">
      {[0, 1, 2].map((i) => (
        <div key={i} className="flex items-center gap-3">
          <Skeleton className="size-10 rounded-xl" />
          <SkeletonBars className="flex flex-1 flex-col gap-2" bars={['h-4 w-44', 'h-3 w-28']} />
          <Skeleton className="h-5 w-16" />
        </div>
      ))}
    </div>
  );
}
