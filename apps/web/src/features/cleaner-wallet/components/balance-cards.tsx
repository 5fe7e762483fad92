import type { EarningsTotals } from '@limpa/contracts';
import { CircleCheck, Hourglass, PiggyBank } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageSection } from '@/components/page-section';
import { Skeleton } from '@/components/ui/skeleton';
import { formatMoney } from '@/lib/format';

type BalanceCardsProps = { withdraw: ReactNode } & (
  | { state: 'loading' }
  | { state: 'ready'; totals: EarningsTotals; others: EarningsTotals[] }
);

/**
 * Available (what the next payout sends), Pending, Paid out and Total earned, in the wallet currency with
 * two decimals; other currencies, if any, in a line below. `withdraw` sits under the available amount.
 */
export function BalanceCards(props: BalanceCardsProps) {
  const { t } = useTranslation();
  const totals = props.state === 'ready' ? props.totals : null;
  const money = (cents: number | undefined) =>
    totals && cents !== undefined ? formatMoney(cents, totals.currency) : '';

  return (
    <PageSection heading={t('cleanerWallet.balance.heading')} hiddenHeading>
      <div className="relative overflow-hidden rounded-2xl bg-gradient-to-br from-brand-600 to-brand-800 p-5 text-white shadow-float sm:p-6">
        <span
          aria-hidden
          className="pointer-events-none absolute -top-12 -right-10 size-40 rounded-full bg-white/10"
        />
        <div className="relative flex flex-col gap-4">
          <dl className="flex flex-col gap-1">
            <dt className="flex items-center gap-2 font-medium text-brand-100 text-sm">
              <PiggyBank aria-hidden className="size-4" />
              {t('cleanerWallet.balance.available')}
            </dt>
            <dd className="font-bold text-4xl tabular tracking-tight">
              {totals ? money(totals.availableCents) : <Skeleton className="h-10 w-44 bg-white/20" />}
            </dd>
          </dl>
          {props.withdraw}
        </div>
      </div>
      <dl className="grid grid-cols-3 gap-2 sm:gap-3">
        <SmallCard
          icon={<Hourglass aria-hidden className="size-4" />}
          label={t('cleanerWallet.balance.pending')}
          value={totals ? money(totals.pendingCents) : null}
        />
        <SmallCard
          icon={<CircleCheck aria-hidden className="size-4" />}
          label={t('cleanerWallet.balance.paidOut')}
          value={totals ? money(totals.paidOutCents) : null}
        />
        <SmallCard
          icon={<PiggyBank aria-hidden className="size-4" />}
          label={t('cleanerWallet.balance.totalEarned')}
          value={totals ? money(totals.totalEarnedCents) : null}
        />
      </dl>
      {props.state === 'ready' && props.others.length > 0 ? (
        <ul className="flex flex-col gap-1 text-muted-foreground text-xs">
          {props.others.map((row) => (
            <li key={row.currency} className="tabular">
              {t('cleanerWallet.balance.otherCurrency', {
                currency: row.currency,
                available: formatMoney(row.availableCents, row.currency),
                pending: formatMoney(row.pendingCents, row.currency),
                total: formatMoney(row.totalEarnedCents, row.currency),
              })}
            </li>
          ))}
        </ul>
      ) : null}
    </PageSection>
  );
}

function SmallCard({ icon, label, value }: { icon: ReactNode; label: string; value: string | null }) {
  return (
    <div className="flex min-w-0 flex-col gap-1.5 rounded-2xl border border-border/70 bg-card p-3 shadow-card sm:p-4">
      <dt className="flex items-start gap-1.5 text-muted-foreground text-xs leading-tight">
        <span className="text-brand-700">{icon}</span>
        <span className="min-w-0">{label}</span>
      </dt>
      <dd className="truncate font-semibold text-base tabular sm:text-lg">
        {value ?? <Skeleton className="h-6 w-16" />}
      </dd>
    </div>
  );
}
