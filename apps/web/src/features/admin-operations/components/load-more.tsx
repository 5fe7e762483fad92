import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

interface LoadMoreProps {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  onLoadMore: () => void;
}

/** "Load more" for keyset pages; gone once the last page is in. */
export function LoadMore({ hasNextPage, isFetchingNextPage, onLoadMore }: LoadMoreProps) {
  const { t } = useTranslation();
  if (!hasNextPage) return null;
  return (
    <Button
      variant="outline"
      className="w-full sm:mx-auto sm:w-auto sm:min-w-48"
      aria-busy={isFetchingNextPage || undefined}
      disabled={isFetchingNextPage}
      onClick={onLoadMore}
    >
      {isFetchingNextPage ? t('adminOperations.common.loadingMore') : t('adminOperations.common.loadMore')}
    </Button>
  );
}
