import type { EarningsResponse } from '@limpa/contracts';
import { ChevronRight, TrendingDown, TrendingUp, Wallet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { formatMoney, monthOverMonth } from '@/lib/format';

const HEADING_ID = 'earnings-heading';

type EarningsCardProps =
  | { state: 'loading' }
  | { state: 'error' }
  | { state: 'ready'; earnings: EarningsResponse };

/**
 * Total earned, this month with the real month-over-month change, and the pending amount, all in the
 * cleaner's currency with two decimals (docs/product-rules.md#money); other currencies, if any, in a line
 * below.
 */
export function EarningsCard(props: EarningsCardProps) {
  const { t } = useTranslation();
  const main =
    props.state === 'ready'
      ? (props.earnings.totals.find((row) => row.currency === props.earnings.currency) ??
        props.earnings.totals[0])
      : undefined;
  const others =
    props.state === 'ready'
      ? props.earnings.totals.filter(
          (row) => row !== main && (row.totalEarnedCents > 0 || row.pendingCents > 0),
        )
      : [];
  const mom = main ? monthOverMonth(main.monthOverMonthPercent) : null;
  const money = (cents: number | undefined) =>
    main && cents !== undefined ? formatMoney(cents, main.currency) : t('cleanerDashboard.stats.unavailable');

  return (
    <section
      aria-labelledby={HEADING_ID}
      aria-busy={props.state === 'loading' || undefined}
      className="relative overflow-hidden rounded-2xl bg-gradient-to-br from-brand-600 to-brand-800 p-5 text-white shadow-float sm:p-6"
    >
      <span
        aria-hidden
        className="pointer-events-none absolute -top-12 -right-10 size-40 rounded-full bg-white/10"
      />
      <div className="relative flex flex-col gap-4">
        <div className="flex items-center justify-between gap-3">
          <h2 id={HEADING_ID} className="flex items-center gap-2 font-medium text-brand-100 text-sm">
            <Wallet aria-hidden className="size-4" />
            {t('cleanerDashboard.earnings.heading')}
          </h2>
          <Link
            to="/provider/wallet"
            aria-label={t('cleanerDashboard.earnings.detailsLabel')}
            className="-my-2 -mr-2 inline-flex min-h-11 items-center gap-1 rounded-xl px-3 font-semibold text-sm text-white transition-colors hover:bg-white/10"
          >
            {t('cleanerDashboard.earnings.details')}
            <ChevronRight aria-hidden className="size-4" />
          </Link>
        </div>

        <div className="flex flex-col gap-1">
          <p className="text-brand-100 text-xs">{t('cleanerDashboard.earnings.total')}</p>
          {props.state === 'loading' ? (
            <Skeleton className="h-9 w-40 bg-white/20" />
          ) : (
            <p className="font-bold text-3xl tabular tracking-tight">{money(main?.totalEarnedCents)}</p>
          )}
        </div>

        <dl className="grid grid-cols-[3fr_2fr] gap-3 border-white/15 border-t pt-4">
          <div className="flex flex-col gap-1">
            <dt className="text-brand-100 text-xs">{t('cleanerDashboard.earnings.thisMonth')}</dt>
            <dd className="flex flex-col gap-1">
              {props.state === 'loading' ? (
                <Skeleton className="h-6 w-24 bg-white/20" />
              ) : (
                <span className="font-semibold text-lg tabular">{money(main?.thisMonthCents)}</span>
              )}
              {mom ? (
                <span
                  className={cn(
                    'inline-flex w-fit items-center gap-1 whitespace-nowrap rounded-full px-2 py-0.5 font-semibold text-xs',
                    mom.direction === 'down' ? 'bg-white/15 text-accent-100' : 'bg-white/15 text-brand-50',
                  )}
                >
                  {mom.direction === 'down' ? (
                    <TrendingDown aria-hidden className="size-3.5" />
                  ) : (
                    <TrendingUp aria-hidden className="size-3.5" />
                  )}
                  {mom.direction === 'up'
                    ? t('cleanerDashboard.earnings.momUp', { percent: mom.percent })
                    : mom.direction === 'down'
                      ? t('cleanerDashboard.earnings.momDown', { percent: mom.percent })
                      : t('cleanerDashboard.earnings.momFlat')}
                </span>
              ) : null}
            </dd>
          </div>
          <div className="flex flex-col gap-1">
            <dt className="text-brand-100 text-xs">{t('cleanerDashboard.earnings.pending')}</dt>
            <dd>
              {props.state === 'loading' ? (
                <Skeleton className="h-6 w-24 bg-white/20" />
              ) : (
                <span className="font-semibold text-lg tabular">{money(main?.pendingCents)}</span>
              )}
            </dd>
          </div>
        </dl>

        {others.length > 0 ? (
          <ul className="flex flex-col gap-1 text-brand-100 text-xs">
            {others.map((row) => (
              <li key={row.currency} className="tabular">
                {t('cleanerDashboard.earnings.otherCurrency', {
                  currency: row.currency,
                  total: formatMoney(row.totalEarnedCents, row.currency),
                  pending: formatMoney(row.pendingCents, row.currency),
                })}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  );
}
