import { BriefcaseBusiness, History, RotateCw } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
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

  useEffect(() => {
    // Spec section 8: failures loading jobs are logged quietly (no toast).
    if (error) console.warn(`[provider-jobs] failed to load ${when} jobs (${status})`, error);
  }, [error, when, status]);

  if (isPending) {
    return (
      <div className="flex flex-col gap-3">
        <span className="sr-only" role="status">
          {t('common.loading')}
        </span>
        <JobCardSkeleton />
        <JobCardSkeleton />
      </div>
    );
  }

  if (isError) {
    return (
      <Card className="flex flex-col items-start gap-3 p-5">
        <p className="text-muted-foreground">{t('providerJobs.loadFailed')}</p>
        <Button variant="outline" onClick={() => void refetch()}>
          <RotateCw aria-hidden />
          {t('providerJobs.retry')}
        </Button>
      </Card>
    );
  }

  const jobs = data.pages.flatMap((page) => page.items);
  if (jobs.length === 0) {
    // Completed and cancelled jobs are never upcoming: say where they are.
    const onlyPast = when === 'upcoming' && (status === 'completed' || status === 'cancelled');
    return (
      <EmptyState
        icon={
          when === 'upcoming' ? (
            <BriefcaseBusiness aria-hidden className="size-7" />
          ) : (
            <History aria-hidden className="size-7" />
          )
        }
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
      {hasNextPage ? (
        <Button
          variant="outline"
          className="self-center"
          disabled={isFetchingNextPage}
          onClick={() => void fetchNextPage()}
        >
          {isFetchingNextPage ? t('providerJobs.loadingMore') : t('providerJobs.loadMore')}
        </Button>
      ) : null}
    </div>
  );
}

function EmptyState({
  icon,
  title,
  body,
  action,
}: {
  icon: ReactNode;
  title: string;
  body: string;
  action?: ReactNode;
}) {
  return (
    <Card className="flex flex-col items-center gap-3 px-6 py-10 text-center">
      <span className="flex size-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
        {icon}
      </span>
      <h2 className="font-semibold text-lg">{title}</h2>
      <p className="max-w-xs text-muted-foreground text-sm">{body}</p>
      {action ? <div className="mt-2">{action}</div> : null}
    </Card>
  );
}
