import type { EarningsResponse, EarningsTotals } from '@limpa/contracts';
import { Minus, TrendingDown, TrendingUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { formatMoney, monthOverMonth } from '@/lib/format';

type EarningsSummaryProps =
  | { state: 'loading' }
  | { state: 'ready'; totals: EarningsTotals; earnings: EarningsResponse };

/** This month, last month and the real month-over-month change, plus the job counts behind them. */
export function EarningsSummary(props: EarningsSummaryProps) {
  const { t } = useTranslation();
  const ready = props.state === 'ready' ? props : null;
  const mom = ready ? monthOverMonth(ready.totals.monthOverMonthPercent) : null;
  const money = (cents: number) => (ready ? formatMoney(cents, ready.totals.currency) : '');

  return (
    <Card className="flex flex-col gap-4 p-5 sm:p-6">
      <h2 className="font-semibold text-lg tracking-tight">{t('cleanerWallet.summary.heading')}</h2>
      <dl className="grid grid-cols-2 gap-4">
        <div className="flex flex-col gap-1">
          <dt className="text-muted-foreground text-xs">{t('cleanerWallet.summary.thisMonth')}</dt>
          <dd className="font-semibold text-xl tabular">
            {ready ? money(ready.totals.thisMonthCents) : <Skeleton className="h-7 w-24" />}
          </dd>
        </div>
        <div className="flex flex-col gap-1">
          <dt className="text-muted-foreground text-xs">{t('cleanerWallet.summary.lastMonth')}</dt>
          <dd className="font-semibold text-xl tabular">
            {ready ? money(ready.totals.lastMonthCents) : <Skeleton className="h-7 w-24" />}
          </dd>
        </div>
        <div className="col-span-2 flex flex-col gap-1">
          <dt className="sr-only">{t('cleanerWallet.summary.change')}</dt>
          <dd>
            {!ready ? (
              <Skeleton className="h-6 w-40 rounded-full" />
            ) : mom ? (
              <span
                className={cn(
                  'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 font-semibold text-xs',
                  mom.direction === 'up' && 'status-completed',
                  mom.direction === 'down' && 'bg-accent-100 text-accent-800',
                  mom.direction === 'flat' && 'bg-muted text-foreground',
                )}
              >
                {mom.direction === 'up' ? (
                  <TrendingUp aria-hidden className="size-3.5" />
                ) : mom.direction === 'down' ? (
                  <TrendingDown aria-hidden className="size-3.5" />
                ) : (
                  <Minus aria-hidden className="size-3.5" />
                )}
                {mom.direction === 'up'
                  ? t('cleanerWallet.summary.up', { percent: mom.percent })
                  : mom.direction === 'down'
                    ? t('cleanerWallet.summary.down', { percent: mom.percent })
                    : t('cleanerWallet.summary.flat')}
              </span>
            ) : (
              <span className="text-muted-foreground text-sm">{t('cleanerWallet.summary.noComparison')}</span>
            )}
          </dd>
        </div>
      </dl>
      <dl className="grid grid-cols-3 gap-2 border-border/70 border-t pt-4 text-center">
        <Count label={t('cleanerWallet.summary.completed')} value={ready?.earnings.completedCount} />
        <Count
          label={t('cleanerWallet.summary.completedThisMonth')}
          value={ready?.earnings.thisMonthCompletedCount}
        />
        <Count label={t('cleanerWallet.summary.nextWeek')} value={ready?.earnings.nextWeekCount} />
      </dl>
    </Card>
  );
}

function Count({ label, value }: { label: string; value: number | undefined }) {
  return (
    <div className="flex flex-col-reverse items-center gap-0.5">
      <dt className="text-muted-foreground text-xs leading-tight">{label}</dt>
      <dd className="font-bold text-xl tabular">{value ?? <Skeleton className="h-7 w-8" />}</dd>
    </div>
  );
}
