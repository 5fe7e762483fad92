import { BriefcaseBusiness, History } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { ListLoadError } from '@/components/list-load-error';
import { ListSkeleton } from '@/components/list-skeleton';
import { LoadMore } from '@/components/load-more';
import { Button } from '@/components/ui/button';
import { useQuietError } from '@/lib/use-quiet-error';
import { type JobStatusFilter, type JobsWhen, useJobs } from '../api/get-jobs';
import { JobCard, JobCardSkeleton } from './job-card';

interface JobListProps {
  when: JobsWhen;
  status: JobStatusFilter;
  onOpen: (id: string) => void;
  /** Switches to the other tab (offered when the filter can only match there). */
  onShowPast: () => void;
}

/** One tab's jobs for one status filter, with "Load more" pages, skeletons and an empty state. */
export function JobList({ when, status, onOpen, onShowPast }: JobListProps) {
  const { t } = useTranslation();
  const query = useJobs(when, status);
  const { data, error, isPending, isError, hasNextPage, isFetchingNextPage, fetchNextPage, refetch } = query;
  const year = String(new Date().getFullYear());

  // Spec section 8: failures loading jobs are logged quietly (no toast).
  useQuietError('provider-jobs', `${when} jobs (${status})`, error);

  if (isPending) {
    return <ListSkeleton label={t('common.loading')} card={<JobCardSkeleton />} />;
  }

  if (isError) {
    return (
      <ListLoadError
        message={t('providerJobs.loadFailed')}
        retryLabel={t('providerJobs.retry')}
        onRetry={() => void refetch()}
      />
    );
  }

  const jobs = data.pages.flatMap((page) => page.items);
  if (jobs.length === 0) {
    // Completed and cancelled jobs are never upcoming: say where they are.
    const onlyPast = when === 'upcoming' && (status === 'completed' || status === 'cancelled');
    return (
      <EmptyState
        size="lg"
        titleAs="h2"
        icon={when === 'upcoming' ? BriefcaseBusiness : History}
        title={
          status === 'all'
            ? t(`providerJobs.empty.${when}`)
            : t(`providerJobs.empty.${when}Status`, {
                status: t(`providerJobs.status.${status}`).toLocaleLowerCase(),
              })
        }
        body={onlyPast ? t('providerJobs.empty.onlyPast') : t(`providerJobs.empty.${when}Body`)}
        action={
          onlyPast ? (
            <Button variant="outline" onClick={onShowPast}>
              {t('providerJobs.empty.showPast')}
            </Button>
          ) : undefined
        }
      />
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <ul className="flex flex-col gap-3">
        {jobs.map((booking) => (
          <li key={booking.id}>
            <JobCard booking={booking} onOpen={onOpen} currentYear={year} />
          </li>
        ))}
      </ul>
      <LoadMore
        hasNextPage={hasNextPage}
        isFetchingNextPage={isFetchingNextPage}
        onLoadMore={() => void fetchNextPage()}
        label={t('providerJobs.loadMore')}
        loadingLabel={t('providerJobs.loadingMore')}
        className="w-auto self-center"
      />
    </div>
  );
}
