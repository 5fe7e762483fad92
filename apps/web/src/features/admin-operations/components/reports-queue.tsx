import { Flag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { SkeletonBars } from '@/components/skeleton-bars';
import { Card } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { REPORT_FILTERS, type ReportFilter, useAdminReports } from '../api/get-admin-reports';
import { AdminResults } from './admin-results';
import { ReportCard } from './report-card';

function asFilter(value: string | null): ReportFilter {
  return REPORT_FILTERS.find((filter) => filter === value) ?? 'open';
}

/** The reports of reviews and people (decision 072), by status (`?status=`, open first), newest first. */
export function ReportsQueue() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const status = asFilter(searchParams.get('status'));
  const query = useAdminReports(status);
  const reports = query.data?.pages.flatMap((page) => page.items) ?? [];

  const changeFilter = (value: string) =>
    setSearchParams(
      (params) => {
        if (value === 'open') params.delete('status');
        else params.set('status', value);
        return params;
      },
      { replace: true },
    );

  return (
    <Tabs value={status} onValueChange={changeFilter}>
      <TabsList aria-label={t('adminOperations.reports.filterLabel')} className="sm:max-w-md">
        {REPORT_FILTERS.map((filter) => (
          <TabsTrigger key={filter} value={filter}>
            {t(`adminOperations.reports.status.${filter}`)}
          </TabsTrigger>
        ))}
      </TabsList>
      {REPORT_FILTERS.map((filter) => (
        <TabsContent key={filter} value={filter} className="mt-4 flex flex-col gap-4">
          {filter !== status ? null : (
            <AdminResults
              query={query}
              loadFailed={t('adminOperations.reports.loadFailed')}
              skeleton={<ReportsSkeleton />}
              empty={
                reports.length === 0 ? (
                  <EmptyState
                    titleAs="h2"
                    icon={Flag}
                    title={t(`adminOperations.reports.empty.${status}`)}
                    body={t('adminOperations.reports.emptyBody')}
                  />
                ) : null
              }
            >
              <ul aria-label={t('adminOperations.reports.listLabel')} className="grid gap-3 md:grid-cols-2">
                {reports.map((report) => (
                  <ReportCard key={report.id} report={report} />
                ))}
              </ul>
            </AdminResults>
          )}
        </TabsContent>
      ))}
    </Tabs>
  );
}

function ReportsSkeleton() {
  return (
    <div className="grid gap-3 md:grid-cols-2">
      {[0, 1].map((i) => (
        <Card key={i} className="p-4">
          <SkeletonBars className="flex flex-col gap-3" bars={['h-5 w-40', 'h-12 w-full', 'h-9 w-full']} />
        </Card>
      ))}
    </div>
  );
}
