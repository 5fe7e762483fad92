import '../cleaner-jobs-strings';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useBrand } from '@/lib/app-config';
import { useBookingParam } from '@/lib/use-booking-param';
import { JOB_STATUS_FILTERS, type JobStatusFilter, type JobsWhen } from '../api/get-jobs';
import { JobDetailDialog } from '../components/job-detail-dialog';
import { JobList } from '../components/job-list';
import { StatusFilter } from '../components/status-filter';

const TABS: readonly JobsWhen[] = ['upcoming', 'past'];

function isStatusFilter(value: string | null): value is JobStatusFilter {
  return (JOB_STATUS_FILTERS as readonly (string | null)[]).includes(value);
}

/**
 * Cleaner My Jobs (live, docs/product-rules.md#cleaner-screens): Upcoming (soonest first) and Past (latest
 * first) tabs — the API's two orders — with a server-side status filter, "Load more", a detail dialog,
 * Contact Client for active jobs and View Receipt for completed ones. Tab and filter live in the URL.
 */
export function CleanerJobsPage() {
  const { t } = useTranslation();
  const brand = useBrand();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: JobsWhen = searchParams.get('tab') === 'past' ? 'past' : 'upcoming';
  const rawStatus = searchParams.get('status');
  const status: JobStatusFilter = isStatusFilter(rawStatus) ? rawStatus : 'all';
  // The open job lives in ?booking=<id>, so a notification's link opens it.
  const { bookingId, openBooking, closeBooking } = useBookingParam();

  const setParam = (key: 'tab' | 'status', value: string | null) => {
    setSearchParams(
      (params) => {
        if (value === null) params.delete(key);
        else params.set(key, value);
        return params;
      },
      { replace: true },
    );
  };

  const title = t('pages.cleanerJobs');
  return (
    <div className="flex flex-col gap-5">
      <title>{t('common.pageTitle', { page: title, brand })}</title>
      <header className="flex flex-col gap-1">
        <h1 className="font-bold text-2xl tracking-tight sm:text-3xl">{title}</h1>
        <p className="text-muted-foreground">{t('cleanerJobs.subtitle')}</p>
      </header>
      <Tabs value={tab} onValueChange={(value) => setParam('tab', value === 'past' ? 'past' : null)}>
        <TabsList aria-label={t('cleanerJobs.tabs.label')}>
          {TABS.map((when) => (
            <TabsTrigger key={when} value={when}>
              {t(`cleanerJobs.tabs.${when}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        <div className="mt-4">
          <StatusFilter
            value={status}
            onChange={(value) => setParam('status', value === 'all' ? null : value)}
          />
        </div>
        {TABS.map((when) => (
          <TabsContent key={when} value={when} className="mt-4">
            <JobList
              when={when}
              status={status}
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
