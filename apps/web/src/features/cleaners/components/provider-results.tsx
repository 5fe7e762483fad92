import { SearchX } from 'lucide-react';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { LoadMore } from '@/components/load-more';
import { Button } from '@/components/ui/button';
import type { useProviders } from '../api/get-providers';
import { ProviderList, ProviderListSkeleton } from './cleaner-list-card';

interface ProviderResultsProps extends Omit<ComponentProps<typeof ProviderList>, 'providers' | 'dimmed'> {
  providers: ReturnType<typeof useProviders>;
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
export function ProviderResults({
  providers,
  loading,
  texts,
  filtered,
  onClearFilters,
  ...listProps
}: ProviderResultsProps) {
  const { t } = useTranslation();
  const items = providers.data?.pages.flatMap((page) => page.items) ?? [];
  if (loading) return <ProviderListSkeleton />;
  if (providers.isError && items.length === 0) {
    return (
      <EmptyState
        icon={SearchX}
        title={texts.loadFailed}
        action={
          <Button variant="outline" onClick={() => providers.refetch()}>
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
      <ProviderList providers={items} dimmed={providers.isPlaceholderData} {...listProps} />
      {providers.isFetchingNextPage ? <ProviderListSkeleton count={2} /> : null}
      <LoadMore
        label={t('cleaners.loadMore')}
        loadingLabel={t('cleaners.loadingMore')}
        hasNextPage={providers.hasNextPage}
        isFetchingNextPage={providers.isFetchingNextPage}
        onLoadMore={() => providers.fetchNextPage()}
      />
    </>
  );
}
