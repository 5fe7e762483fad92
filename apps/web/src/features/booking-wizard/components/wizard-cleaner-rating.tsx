import { useTranslation } from 'react-i18next';
import { RatingStars } from '@/components/rating-stars';
import { formatRating } from '@/lib/format';

/** Five stars filled to the live average, with "4.7 (12 reviews)", or "New" without reviews. */
export function WizardCleanerRating({ rating, count }: { rating: number | null; count: number }) {
  const { t } = useTranslation();
  if (rating === null || count === 0) {
    return (
      <span className="inline-flex items-center rounded-full bg-accent-100 px-2 py-0.5 font-semibold text-accent-800 text-xs">
        {t('bookingWizard.cleaners.new')}
      </span>
    );
  }
  const value = formatRating(rating);
  return (
    <span className="inline-flex items-center gap-1.5 text-sm">
      <RatingStars value={rating} label={t('bookingWizard.cleaners.ratingLabel', { rating: value })} />
      <span className="tabular font-medium">
        {t('bookingWizard.cleaners.rating', { rating: value, count })}
      </span>
    </span>
  );
}
