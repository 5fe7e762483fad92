import type { AdminReview } from '@limpa/contracts';
import { ExternalLink, Eye, EyeOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RatingStars } from '@/components/rating-stars';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { errorDetail } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { toast } from '@/lib/toast';
import { useModerateReview } from '../api/moderate-review';
import { formatDate, shortId } from '../operations-format';

/** One review: stars, comment, who and when, its booking, and Hide / Show (optimistic, rolled back on error). */
export function ReviewCard({ review }: { review: AdminReview }) {
  const { t } = useTranslation();
  const moderate = useModerateReview();
  const headingId = `review-${review.id}`;

  const toggle = () => {
    const isHidden = !review.isHidden;
    moderate.mutate(
      { id: review.id, isHidden },
      {
        onSuccess: () => {
          if (isHidden) {
            toast.success(t('adminOperations.reviews.hidden'), {
              description: t('adminOperations.reviews.hiddenBody'),
            });
          } else {
            toast.success(t('adminOperations.reviews.shown'), {
              description: t('adminOperations.reviews.shownBody'),
            });
          }
        },
        onError: (error) => {
          toast.error(t('adminOperations.reviews.updateFailed'), {
            description: errorDetail(error) ?? t('adminOperations.reviews.updateFailedBody'),
          });
        },
      },
    );
  };

  return (
    <li>
      <article
        aria-labelledby={headingId}
        className={cn(
          'flex h-full flex-col gap-3 rounded-2xl border border-border/70 bg-card p-4 shadow-card transition-opacity sm:p-5',
          review.isHidden && 'border-dashed bg-muted/40',
        )}
      >
        <div className="flex items-start justify-between gap-3">
          <div className="flex min-w-0 flex-col gap-1">
            <h2 id={headingId} className="truncate font-semibold">
              {t('adminOperations.reviews.forCleaner', { name: review.cleaner.fullName })}
            </h2>
            <RatingStars
              value={review.rating}
              label={t('adminOperations.reviews.rated', { rating: review.rating })}
            />
          </div>
          {review.isHidden ? (
            <Badge variant="cancelled" className="gap-1">
              <EyeOff aria-hidden />
              {t('adminOperations.reviews.hiddenBadge')}
            </Badge>
          ) : (
            <Badge variant="completed" className="gap-1">
              <Eye aria-hidden />
              {t('adminOperations.reviews.visibleBadge')}
            </Badge>
          )}
        </div>
        {review.comment ? (
          <p className={cn('whitespace-pre-line text-sm', review.isHidden && 'text-muted-foreground')}>
            “{review.comment}”
          </p>
        ) : (
          <p className="text-muted-foreground text-sm italic">{t('adminOperations.reviews.noComment')}</p>
        )}
        <dl className="mt-auto grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
          <div className="flex min-w-0 flex-col gap-0.5">
            <dt className="text-muted-foreground text-xs">{t('adminOperations.reviews.customer')}</dt>
            <dd className="truncate font-medium">{review.customer.fullName}</dd>
          </div>
          <div className="flex min-w-0 flex-col gap-0.5">
            <dt className="text-muted-foreground text-xs">{t('adminOperations.reviews.date')}</dt>
            <dd className="font-medium tabular">{formatDate(review.createdAt)}</dd>
          </div>
        </dl>
        <div className="flex flex-wrap items-center justify-between gap-2 border-border/70 border-t pt-3">
          {review.bookingId ? (
            <Link
              to={`/admin/bookings?booking=${review.bookingId}`}
              className="inline-flex min-h-9 items-center gap-1.5 rounded-lg font-medium text-primary text-sm underline-offset-4 hover:underline"
            >
              <ExternalLink aria-hidden className="size-4" />
              {t('adminOperations.reviews.booking', { id: shortId(review.bookingId) })}
            </Link>
          ) : (
            <span className="text-muted-foreground text-sm">{t('adminOperations.reviews.noBooking')}</span>
          )}
          <Button
            variant={review.isHidden ? 'secondary' : 'outline'}
            size="sm"
            onClick={toggle}
            disabled={moderate.isPending}
            aria-busy={moderate.isPending || undefined}
            aria-label={
              review.isHidden
                ? t('adminOperations.reviews.showLabel', {
                    customer: review.customer.fullName,
                    cleaner: review.cleaner.fullName,
                  })
                : t('adminOperations.reviews.hideLabel', {
                    customer: review.customer.fullName,
                    cleaner: review.cleaner.fullName,
                  })
            }
          >
            {review.isHidden ? <Eye aria-hidden /> : <EyeOff aria-hidden />}
            {review.isHidden ? t('adminOperations.reviews.show') : t('adminOperations.reviews.hide')}
          </Button>
        </div>
      </article>
    </li>
  );
}
