import '../cleaner-jobs-strings';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useBookingParam } from '@/lib/use-booking-param';
import {
  defaultJobsSort,
  JOB_STATUS_FILTERS,
  type JobStatusFilter,
  type JobsSort,
  type JobsWhen,
} from '../api/get-jobs';
import { JobDetailDialog } from '../components/job-detail-dialog';
import { JobList } from '../components/job-list';
import { SortSelect } from '../components/sort-select';
import { StatusFilter } from '../components/status-filter';

const TABS: readonly JobsWhen[] = ['upcoming', 'past'];

function isStatusFilter(value: string | null): value is JobStatusFilter {
  return (JOB_STATUS_FILTERS as readonly (string | null)[]).includes(value);
}

/**
 * Cleaner My Jobs (live, docs/product-rules.md#cleaner-screens): Upcoming (soonest first by default) and Past
 * (latest first by default) tabs, with a status filter and a sort the server applies, "Load more", a detail
 * dialog (where a pending request is confirmed or declined), Contact Client for active jobs and View Receipt for
 * completed ones. Tab, filter and a sort other than the tab's default live in the URL.
 */
export function CleanerJobsPage() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: JobsWhen = searchParams.get('tab') === 'past' ? 'past' : 'upcoming';
  const rawStatus = searchParams.get('status');
  const status: JobStatusFilter = isStatusFilter(rawStatus) ? rawStatus : 'all';
  const rawSort = searchParams.get('sort');
  const sort: JobsSort = rawSort === 'soonest' || rawSort === 'latest' ? rawSort : defaultJobsSort(tab);
  // The open job lives in ?booking=<id>, so a notification's link opens it.
  const { bookingId, openBooking, closeBooking } = useBookingParam();

  const setParam = (key: 'tab' | 'status' | 'sort', value: string | null) => {
    setSearchParams(
      (params) => {
        if (value === null) params.delete(key);
        else params.set(key, value);
        // Another tab starts in its own natural order.
        if (key === 'tab') params.delete('sort');
        return params;
      },
      { replace: true },
    );
  };

  const title = t('pages.cleanerJobs');
  return (
    <div className="flex flex-col gap-5">
      <PageHeader title={title} subtitle={t('cleanerJobs.subtitle')} />
      <Tabs value={tab} onValueChange={(value) => setParam('tab', value === 'past' ? 'past' : null)}>
        <TabsList aria-label={t('cleanerJobs.tabs.label')}>
          {TABS.map((when) => (
            <TabsTrigger key={when} value={when}>
              {t(`cleanerJobs.tabs.${when}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <StatusFilter
            value={status}
            onChange={(value) => setParam('status', value === 'all' ? null : value)}
          />
          <SortSelect
            value={sort}
            onChange={(value) => setParam('sort', value === defaultJobsSort(tab) ? null : value)}
          />
        </div>
        {TABS.map((when) => (
          <TabsContent key={when} value={when} className="mt-4">
            <JobList
              when={when}
              status={status}
              sort={when === tab ? sort : defaultJobsSort(when)}
              onOpen={openBooking}
              onShowPast={() => setParam('tab', 'past')}
            />
          </TabsContent>
        ))}
      </Tabs>
      <JobDetailDialog bookingId={bookingId} onClose={closeBooking} />
    </div>
  );
}
