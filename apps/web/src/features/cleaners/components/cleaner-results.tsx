import { SearchX } from 'lucide-react';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { LoadMore } from '@/components/load-more';
import { Button } from '@/components/ui/button';
import type { useCleaners } from '../api/get-cleaners';
import { CleanerList, CleanerListSkeleton } from './cleaner-list-card';

interface CleanerResultsProps extends Omit<ComponentProps<typeof CleanerList>, 'cleaners' | 'dimmed'> {
  cleaners: ReturnType<typeof useCleaners>;
  /** Skeletons instead of the list (the first page, or a new search, is on its way). */
  loading: boolean;
  texts: { loadFailed: string; emptyTitle: string; emptyBody: string; clearFilters: string };
  /** Filters are set: the empty state offers to clear them. */
  filtered: boolean;
  onClearFilters: () => void;
}

/**
 * A search's cleaners, page by page: skeletons while loading, a retry when the first page failed, an empty
 * state (offering to clear the filters), then the cards and "Load more".
 */
export function CleanerResults({
  cleaners,
  loading,
  texts,
  filtered,
  onClearFilters,
  ...listProps
}: CleanerResultsProps) {
  const { t } = useTranslation();
  const items = cleaners.data?.pages.flatMap((page) => page.items) ?? [];
  if (loading) return <CleanerListSkeleton />;
  if (cleaners.isError && items.length === 0) {
    return (
      <EmptyState
        icon={SearchX}
        title={texts.loadFailed}
        action={
          <Button variant="outline" onClick={() => cleaners.refetch()}>
            {t('cleaners.retry')}
          </Button>
        }
      />
    );
  }
  if (items.length === 0) {
    return (
      <EmptyState
        icon={SearchX}
        title={texts.emptyTitle}
        body={texts.emptyBody}
        action={
          filtered ? (
            <Button variant="outline" onClick={onClearFilters}>
              {texts.clearFilters}
            </Button>
          ) : null
        }
      />
    );
  }
  return (
    <>
      <CleanerList cleaners={items} dimmed={cleaners.isPlaceholderData} {...listProps} />
      {cleaners.isFetchingNextPage ? <CleanerListSkeleton count={2} /> : null}
      <LoadMore
        label={t('cleaners.loadMore')}
        loadingLabel={t('cleaners.loadingMore')}
        hasNextPage={cleaners.hasNextPage}
        isFetchingNextPage={cleaners.isFetchingNextPage}
        onLoadMore={() => cleaners.fetchNextPage()}
      />
    </>
  );
}
