import '../admin-operations-strings';
import { ADMIN_REVENUE_CSV_FILENAME } from '@limpa/contracts';
import { Download, FileBarChart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { AdminPage } from '@/components/admin-page';
import { EmptyState } from '@/components/empty-state';
import { ListSkeleton } from '@/components/list-skeleton';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { REVENUE_CSV_URL, useRevenueReport } from '../api/get-revenue-report';
import { AdminLoadError } from '../components/admin-load-error';
import { RevenueTable } from '../components/revenue-table';
import { usePageHead } from '../components/use-page-head';

/**
 * /admin/reports/revenue (docs/product-rules.md#admin, #money): per month and currency, what was collected,
 * the platform's fees, refunds and payouts to cleaners, and the same figures as a CSV download.
 */
export function AdminRevenuePage() {
  const { t } = useTranslation();
  const title = t('adminOperations.revenue.title');
  usePageHead(title, '/admin/reports/revenue');
  const query = useRevenueReport();

  return (
    <AdminPage
      title={title}
      subtitle={t('adminOperations.revenue.subtitle')}
      actions={
        <Button asChild variant="outline">
          <a href={REVENUE_CSV_URL} download={ADMIN_REVENUE_CSV_FILENAME}>
            <Download aria-hidden />
            {t('adminOperations.revenue.export')}
          </a>
        </Button>
      }
    >
      {query.isPending ? (
        <ListSkeleton
          label={t('adminOperations.common.loading')}
          card={<Skeleton className="h-12 rounded-xl" />}
        />
      ) : query.isError ? (
        <AdminLoadError
          title={t('adminOperations.revenue.loadFailed')}
          error={query.error}
          retrying={query.isFetching}
          onRetry={() => void query.refetch()}
        />
      ) : query.data.months.length === 0 ? (
        <EmptyState
          titleAs="h2"
          icon={FileBarChart}
          title={t('adminOperations.revenue.empty')}
          body={t('adminOperations.revenue.emptyBody')}
        />
      ) : (
        <RevenueTable months={query.data.months} />
      )}
    </AdminPage>
  );
}
