import type { CleanerReview } from '@limpa/contracts';
import { useTranslation } from 'react-i18next';
import { RatingStars } from '@/components/rating-stars';
import { ReportDialog } from '@/components/report/report-dialog';
import { Avatar } from '@/components/ui/avatar';
import { formatRelativeDate } from '../cleaner-rate-format';

/**
 * One review: who (first name), when (relative), how many stars, what they said; "Report" for whoever may report
 * it (a customer, or the cleaner it is about: decision 072).
 */
export function ReviewItem({ review, canReport = false }: { review: CleanerReview; canReport?: boolean }) {
  const { t } = useTranslation();
  return (
    <article className="flex gap-3 py-4">
      <Avatar name={review.reviewerFirstName} className="size-9 text-xs" />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3">
          <h3 className="font-semibold text-sm">
            {t('cleaners.profile.reviewBy', { name: review.reviewerFirstName })}
          </h3>
          <time dateTime={review.createdAt} className="text-muted-foreground text-xs">
            {formatRelativeDate(review.createdAt)}
          </time>
        </div>
        <RatingStars value={review.rating} label={t('cleaners.ratingLabel', { rating: review.rating })} />
        {review.comment ? <p className="whitespace-pre-line text-sm">{review.comment}</p> : null}
        {canReport ? (
          <ReportDialog
            target={{ reviewId: review.id, authorName: review.reviewerFirstName }}
            className="-ml-3 self-start text-muted-foreground"
          />
        ) : null}
      </div>
    </article>
  );
}
