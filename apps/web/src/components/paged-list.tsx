import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ListSkeleton } from '@/components/list-skeleton';
import { LoadError } from '@/components/load-error';
import { LoadMore } from '@/components/load-more';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

/** What PagedList reads of a TanStack infinite query over keyset pages (`{ items }`). */
interface PagedQuery<T> {
  data: { pages: { items: T[] }[] } | undefined;
  isPending: boolean;
  isError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
  refetch: () => unknown;
}

interface PagedListProps<T> {
  query: PagedQuery<T>;
  /** One placeholder card while the first page loads (a card of two text lines unless given). */
  skeleton?: ReactNode;
  skeletonCount?: number;
  /** What failed, said above Try again. */
  loadFailed: string;
  /** Shown when the first page is empty. */
  empty: ReactNode;
  renderItem: (item: T) => ReactNode;
}

/**
 * A list of keyset pages as cards: skeletons, then the cards with "Load more", or what failed with Try again,
 * or the empty state.
 */
const TWO_LINE_CARD = (
  <Card className="flex flex-col gap-2 p-4">
    <Skeleton className="h-4 w-40" />
    <Skeleton className="h-4 w-64" />
  </Card>
);

export function PagedList<T extends { id: string }>({
  query,
  skeleton = TWO_LINE_CARD,
  skeletonCount,
  loadFailed,
  empty,
  renderItem,
}: PagedListProps<T>) {
  const { t } = useTranslation();
  if (query.isPending)
    return <ListSkeleton label={t('common.loading')} card={skeleton} count={skeletonCount} />;
  if (query.isError || !query.data) {
    return (
      <LoadError message={loadFailed} retryLabel={t('common.retry')} onRetry={() => void query.refetch()} />
    );
  }
  const items = query.data.pages.flatMap((page) => page.items);
  if (items.length === 0) return empty;
  return (
    <div className="flex flex-col gap-4">
      <ul className="flex flex-col gap-3">
        {items.map((item) => (
          <li key={item.id}>{renderItem(item)}</li>
        ))}
      </ul>
      <LoadMore
        hasNextPage={query.hasNextPage}
        isFetchingNextPage={query.isFetchingNextPage}
        onLoadMore={() => void query.fetchNextPage()}
        label={t('common.loadMore')}
        loadingLabel={t('common.loadingMore')}
        className="w-auto self-center"
      />
    </div>
  );
}
