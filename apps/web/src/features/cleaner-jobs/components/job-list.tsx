import { BriefcaseBusiness, History } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { PagedList } from '@/components/paged-list';
import { Button } from '@/components/ui/button';
import { useQuietError } from '@/lib/use-quiet-error';
import { type JobStatusFilter, type JobsSort, type JobsWhen, useJobs } from '../api/get-jobs';
import { JobCard, JobCardSkeleton } from './job-card';

interface JobListProps {
  when: JobsWhen;
  status: JobStatusFilter;
  sort: JobsSort;
  onOpen: (id: string) => void;
  /** Switches to the other tab (offered when the filter can only match there). */
  onShowPast: () => void;
}

/** One tab's jobs for one status filter in one order, with "Load more" pages, skeletons and an empty state. */
export function JobList({ when, status, sort, onOpen, onShowPast }: JobListProps) {
  const { t } = useTranslation();
  const query = useJobs(when, status, sort);
  const year = String(new Date().getFullYear());

  // docs/product-rules.md#wording: failures loading jobs are logged quietly (no toast).
  useQuietError('cleaner-jobs', `${when} jobs (${status})`, query.error);

  // Completed and cancelled jobs are never upcoming: say where they are.
  const onlyPast =
    when === 'upcoming' && (status === 'completed' || status === 'cancelled' || status === 'expired');
  return (
    <PagedList
      query={query}
      skeleton={<JobCardSkeleton />}
      loadFailed={t('cleanerJobs.loadFailed')}
      empty={
        <EmptyState
          size="lg"
          titleAs="h2"
          icon={when === 'upcoming' ? BriefcaseBusiness : History}
          title={
            status === 'all'
              ? t(`cleanerJobs.empty.${when}`)
              : t(`cleanerJobs.empty.${when}Status`, {
                  status: t(`cleanerJobs.status.${status}`).toLocaleLowerCase(),
                })
          }
          body={onlyPast ? t('cleanerJobs.empty.onlyPast') : t(`cleanerJobs.empty.${when}Body`)}
          action={
            onlyPast ? (
              <Button variant="outline" onClick={onShowPast}>
                {t('cleanerJobs.empty.showPast')}
              </Button>
            ) : undefined
          }
        />
      }
      renderItem={(booking) => <JobCard booking={booking} onOpen={onOpen} currentYear={year} />}
    />
  );
}
