import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

interface LoadMoreProps {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  onLoadMore: () => void;
  /** The button's text, and its text while the next page loads. */
  label: string;
  loadingLabel: string;
  className?: string;
}

/** "Load more" for keyset pages; gone once the last page is in. */
export function LoadMore({
  hasNextPage,
  isFetchingNextPage,
  onLoadMore,
  label,
  loadingLabel,
  className,
}: LoadMoreProps) {
  if (!hasNextPage) return null;
  return (
    <Button
      variant="outline"
      className={cn('w-full', className)}
      aria-busy={isFetchingNextPage || undefined}
      disabled={isFetchingNextPage}
      onClick={onLoadMore}
    >
      {isFetchingNextPage ? loadingLabel : label}
    </Button>
  );
}
