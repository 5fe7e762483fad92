import '../admin-operations-strings';
import type { SkippedPayout } from '@limpa/contracts';
import { CircleAlert, Download, HandCoins, PiggyBank, Receipt, Users } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminPage } from '@/components/admin-page';
import { EmptyState } from '@/components/empty-state';
import { PageSection } from '@/components/page-section';
import { SkeletonBars } from '@/components/skeleton-bars';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PAYOUTS_CSV_URL, usePayouts } from '../api/get-payouts';
import { AdminLoadError } from '../components/admin-load-error';
import { CleanerBalances } from '../components/cleaner-balances';
import { RecentPayouts } from '../components/recent-payouts';
import { RunPayoutsButton } from '../components/run-payouts-button';
import { SkippedCleaners } from '../components/skipped-cleaners';
import { StatAmounts, StatCard, StatCount } from '../components/stat-card';
import { usePageHead } from '../components/use-page-head';

/**
 * Payouts (docs/product-rules.md#admin, #payouts-and-the-wallet): what was paid out and what is available per
 * currency, each cleaner's balance, "Run Payouts" (every available balance, after a confirmation), the
 * newest payouts and their CSV.
 */
export function AdminPayoutsPage() {
  const { t } = useTranslation();
  const title = t('adminOperations.payouts.title');
  usePageHead(title, '/admin/payouts');
  const query = usePayouts();
  const data = query.data;
  const [skipped, setSkipped] = useState<SkippedPayout[]>([]);
  // Failed payouts among the newest ones (the API lists the latest 50).
  const failures = data ? data.payouts.filter((p) => p.status === 'failed').length : null;

  return (
    <AdminPage
      title={title}
      subtitle={t('adminOperations.payouts.subtitle')}
      actions={
        <>
          <Button asChild variant="outline">
            <a href={PAYOUTS_CSV_URL} download="payouts.csv">
              <Download aria-hidden />
              {t('adminOperations.payouts.export')}
            </a>
          </Button>
          <RunPayoutsButton onSkipped={setSkipped} />
        </>
      }
    >
      <SkippedCleaners skipped={skipped} />
      <section aria-label={t('adminOperations.payouts.cards.label')}>
        <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          <StatCard label={t('adminOperations.payouts.cards.paidOut')} icon={HandCoins}>
            {data ? (
              <StatAmounts amounts={data.totals.paidOutByCurrency} empty={t('adminOperations.common.none')} />
            ) : null}
          </StatCard>
          <StatCard label={t('adminOperations.payouts.cards.available')} icon={PiggyBank} tone="confirmed">
            {data ? (
              <StatAmounts
                amounts={data.totals.availableByCurrency}
                empty={t('adminOperations.common.none')}
              />
            ) : null}
          </StatCard>
          <StatCard label={t('adminOperations.payouts.cards.count')} icon={Receipt}>
            {data ? <StatCount value={data.totals.payoutCount} /> : null}
          </StatCard>
          <StatCard
            label={t('adminOperations.payouts.cards.failures')}
            icon={CircleAlert}
            tone={failures ? 'failed' : 'default'}
          >
            {failures !== null ? <StatCount value={failures} /> : null}
          </StatCard>
        </dl>
      </section>

      {query.isError && !data ? (
        <AdminLoadError
          title={t('adminOperations.payouts.loadFailed')}
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : (
        <>
          <PageSection
            heading={t('adminOperations.payouts.balances.title')}
            hint={t('adminOperations.payouts.balances.hint')}
          >
            {!data ? (
              <SectionSkeleton />
            ) : data.cleaners.length === 0 ? (
              <EmptyState
                titleAs="h2"
                icon={Users}
                title={t('adminOperations.payouts.balances.emptyTitle')}
                body={t('adminOperations.payouts.balances.emptyBody')}
              />
            ) : (
              <CleanerBalances balances={data.cleaners} />
            )}
          </PageSection>

          <PageSection heading={t('adminOperations.payouts.recent.title')}>
            {!data ? (
              <SectionSkeleton />
            ) : data.payouts.length === 0 ? (
              <EmptyState
                titleAs="h2"
                icon={Receipt}
                title={t('adminOperations.payouts.recent.emptyTitle')}
                body={t('adminOperations.payouts.recent.emptyBody')}
              />
            ) : (
              <RecentPayouts payouts={data.payouts} />
            )}
          </PageSection>
        </>
      )}
    </AdminPage>
  );
}

function SectionSkeleton() {
  return (
    <Card className="flex flex-col divide-y divide-border/70 p-0">
      {[0, 1, 2].map((i) => (
        <SkeletonBars
          key={i}
          className="flex items-center gap-4 px-4 py-4"
          bars={['size-9 rounded-full', 'h-5 flex-1', 'h-5 w-20']}
        />
      ))}
    </Card>
  );
}
