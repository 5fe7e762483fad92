import { zodResolver } from '@hookform/resolvers/zod';
import { REVIEW_COMMENT_MAX, REVIEW_RATING_MAX, REVIEW_RATING_MIN } from '@limpa/domain';
import { Star } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { ErrorText } from '@/components/ui/error-text';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/cn';
import { errorDescription } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useReviewBooking } from '../api/review-booking';

const RATINGS = Array.from(
  { length: REVIEW_RATING_MAX - REVIEW_RATING_MIN + 1 },
  (_, i) => i + REVIEW_RATING_MIN,
);

/** Messages are i18n keys, translated under each field. */
const reviewSchema = z.object({
  rating: z
    .number({ error: 'myBookings.review.ratingRequired' })
    .int()
    .min(REVIEW_RATING_MIN, 'myBookings.review.ratingRequired')
    .max(REVIEW_RATING_MAX, 'myBookings.review.ratingRequired'),
  comment: z.string().max(REVIEW_COMMENT_MAX, 'myBookings.review.commentTooLong'),
});
type ReviewValues = z.input<typeof reviewSchema>;
type ReviewMessage = 'myBookings.review.ratingRequired' | 'myBookings.review.commentTooLong';

interface ReviewFormProps {
  bookingId: string;
  cleanerName: string | null;
}

/** 1–5 stars (a radio group) and an optional comment of up to 1,000 characters. */
export function ReviewForm({ bookingId, cleanerName }: ReviewFormProps) {
  const { t } = useTranslation();
  const review = useReviewBooking(bookingId);
  const [hovered, setHovered] = useState<number | null>(null);
  const {
    control,
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<ReviewValues>({
    resolver: zodResolver(reviewSchema),
    defaultValues: { rating: undefined, comment: '' },
  });
  const comment = watch('comment') ?? '';
  const message = (key: string | undefined) =>
    key ? t(key as ReviewMessage, { max: REVIEW_COMMENT_MAX }) : undefined;
  const ratingError = message(errors.rating?.message);
  const commentError = message(errors.comment?.message);

  // mutateAsync: the form unmounts once the booking reads reviewed, before per-call callbacks would run.
  const onSubmit = handleSubmit(async (values) => {
    const text = values.comment.trim();
    try {
      await review.mutateAsync({ rating: values.rating, ...(text ? { comment: text } : {}) });
      toast.success(t('myBookings.review.success'), { description: t('myBookings.review.successBody') });
    } catch (error) {
      toast.error(t('myBookings.review.failed'), { description: errorDescription(error) });
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h3 className="font-semibold">{t('myBookings.review.heading')}</h3>
        <p className="text-muted-foreground text-sm">
          {cleanerName
            ? t('myBookings.review.intro', { name: cleanerName })
            : t('myBookings.review.introNoName')}
        </p>
      </div>
      <Controller
        control={control}
        name="rating"
        render={({ field }) => {
          const shown = hovered ?? field.value ?? 0;
          return (
            <fieldset
              className="flex flex-col gap-2"
              aria-invalid={ratingError ? true : undefined}
              aria-describedby={ratingError ? 'review-rating-error' : undefined}
            >
              <legend className="mb-2 font-medium text-sm">{t('myBookings.review.rating')}</legend>
              <div className="flex gap-1" onPointerLeave={() => setHovered(null)}>
                {RATINGS.map((value) => (
                  <label
                    key={value}
                    className="flex size-11 items-center justify-center rounded-xl transition-colors hover:bg-amber-50 has-focus-visible:outline-2 has-focus-visible:outline-ring has-focus-visible:outline-offset-1"
                    onPointerEnter={() => setHovered(value)}
                  >
                    <input
                      type="radio"
                      name={field.name}
                      value={value}
                      checked={field.value === value}
                      onChange={() => field.onChange(value)}
                      onBlur={field.onBlur}
                      ref={value === REVIEW_RATING_MIN ? field.ref : undefined}
                      className="sr-only"
                    />
                    <Star
                      aria-hidden
                      className={cn(
                        'size-8 transition-colors',
                        value <= shown ? 'fill-amber-400 text-amber-500' : 'text-muted-foreground',
                      )}
                    />
                    <span className="sr-only">{t('myBookings.review.star', { count: value })}</span>
                  </label>
                ))}
              </div>
              {ratingError ? <ErrorText id="review-rating-error">{ratingError}</ErrorText> : null}
            </fieldset>
          );
        }}
      />
      <div className="flex flex-col gap-2">
        <Label htmlFor="review-comment">{t('myBookings.review.comment')}</Label>
        <textarea
          id="review-comment"
          rows={3}
          maxLength={REVIEW_COMMENT_MAX}
          placeholder={t('myBookings.review.commentPlaceholder')}
          aria-invalid={commentError ? true : undefined}
          aria-describedby={
            commentError ? 'review-comment-error review-comment-count' : 'review-comment-count'
          }
          className="w-full resize-y rounded-xl border border-input bg-card px-4 py-3 text-base shadow-xs transition-[border-color,box-shadow] placeholder:text-muted-foreground/80 focus-visible:border-brand-500 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-brand-500/20 aria-invalid:border-destructive"
          {...register('comment')}
        />
        <div className="flex justify-between gap-3 text-xs">
          <span id="review-comment-error" className="font-medium text-destructive-text text-sm">
            {commentError}
          </span>
          <span id="review-comment-count" className="shrink-0 text-muted-foreground tabular">
            {t('myBookings.review.counter', { count: comment.length, max: REVIEW_COMMENT_MAX })}
          </span>
        </div>
      </div>
      <Button type="submit" disabled={review.isPending} aria-busy={review.isPending || undefined}>
        {review.isPending ? t('myBookings.review.pending') : t('myBookings.review.submit')}
      </Button>
    </form>
  );
}
