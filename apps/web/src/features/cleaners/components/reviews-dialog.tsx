import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadMore } from '@/components/load-more';
import { SkeletonMedia } from '@/components/skeleton-bars';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogHeading, DialogTrigger } from '@/components/ui/dialog';
import { useCleanerReviews } from '../api/get-cleaner-reviews';
import { ReviewItem } from './review-item';
import { useLoadErrorToast } from './use-load-error-toast';

interface ReviewsDialogProps {
  userId: string;
  name: string;
  reviewCount: number;
  /** Whether the viewer may report these reviews (ReviewItem). */
  canReport?: boolean;
}

function ReviewSkeleton() {
  return (
    <SkeletonMedia
      media="size-9 rounded-full"
      className="flex gap-3 py-4"
      bars={['h-3.5 w-1/3', 'h-3.5 w-24', 'h-3.5 w-full']}
    />
  );
}

/** "View all N reviews": every visible review, newest first, ten at a time. */
export function ReviewsDialog({ userId, name, reviewCount, canReport }: ReviewsDialogProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const reviews = useCleanerReviews(userId, { enabled: open });
  useLoadErrorToast(reviews, t('cleaners.profile.reviewsLoadFailed'));
  const items = reviews.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" className="w-full">
          {t('cleaners.profile.viewAllReviews', { count: reviewCount })}
        </Button>
      </DialogTrigger>
      <DialogContent
        closeLabel={t('common.close')}
        className="flex max-h-[85dvh] flex-col gap-0 overflow-hidden p-0"
      >
        <DialogHeading
          className="border-border/70 border-b px-5 pt-5 pr-14 pb-4 text-left"
          title={t('cleaners.profile.allReviews')}
          description={t('cleaners.profile.allReviewsDescription', { name })}
        />
        <div className="flex min-h-0 flex-col overflow-y-auto px-5 pb-5" aria-busy={reviews.isFetching}>
          {reviews.isPending ? (
            <>
              <ReviewSkeleton />
              <ReviewSkeleton />
              <ReviewSkeleton />
            </>
          ) : (
            <ul className="flex flex-col divide-y divide-border/70">
              {items.map((review) => (
                <li key={review.id}>
                  <ReviewItem review={review} canReport={canReport} />
                </li>
              ))}
            </ul>
          )}
          {reviews.isFetchingNextPage ? <ReviewSkeleton /> : null}
          <div className="pt-2 empty:hidden">
            <LoadMore
              label={t('cleaners.loadMore')}
              loadingLabel={t('cleaners.loadingMore')}
              hasNextPage={reviews.hasNextPage}
              isFetchingNextPage={reviews.isFetchingNextPage}
              onLoadMore={() => reviews.fetchNextPage()}
            />
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
