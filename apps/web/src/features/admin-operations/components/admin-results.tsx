import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadMore } from '@/components/load-more';
import { cn } from '@/lib/cn';
import { AdminLoadError } from './admin-load-error';

/** What AdminResults reads of a TanStack infinite query kept on screen while a new filter loads. */
interface AdminPagesQuery {
  data: unknown;
  isError: boolean;
  error: unknown;
  isFetching: boolean;
  isPlaceholderData: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  refetch: () => unknown;
  fetchNextPage: () => unknown;
}

interface AdminResultsProps {
  query: AdminPagesQuery;
  /** The title of the failure. */
  loadFailed: string;
  /** Shaped like the results, while the first page loads. */
  skeleton: ReactNode;
  /** Shown instead of `children` when the loaded pages hold nothing. */
  empty: ReactNode | null;
  /** The loaded results (and what goes above them). */
  children: ReactNode;
}

/**
 * One admin list's results: what failed with Try again, a skeleton, the empty state, or the results (dimmed
 * and busy while the previous filter's stay on screen) with Load more.
 */
export function AdminResults({ query, loadFailed, skeleton, empty, children }: AdminResultsProps) {
  const { t } = useTranslation();
  if (query.isError && !query.data) {
    return (
      <AdminLoadError
        title={loadFailed}
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  if (!query.data) return skeleton;
  if (empty) return empty;
  return (
    <div
      aria-busy={query.isPlaceholderData || undefined}
      className={cn('flex flex-col gap-4 transition-opacity', query.isPlaceholderData && 'opacity-60')}
    >
      {children}
      <LoadMore
        label={t('adminOperations.common.loadMore')}
        loadingLabel={t('adminOperations.common.loadingMore')}
        className="sm:mx-auto sm:w-auto sm:min-w-48"
        hasNextPage={query.hasNextPage}
        isFetchingNextPage={query.isFetchingNextPage}
        onLoadMore={() => void query.fetchNextPage()}
      />
    </div>
  );
}
