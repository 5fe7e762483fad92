import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Five stars filled to the live average, with "4.7 (12 reviews)", or "New" without reviews. */
export function RatingStars({ rating, count }: { rating: number | null; count: number }) {
  const { t } = useTranslation();
  if (rating === null || count === 0) {
    return (
      <span className="inline-flex items-center rounded-full bg-accent-100 px-2 py-0.5 font-semibold text-accent-800 text-xs">
        {t('bookingWizard.cleaners.new')}
      </span>
    );
  }
  const value = rating.toFixed(1);
  return (
    <span className="inline-flex items-center gap-1.5 text-sm">
      <span
        role="img"
        aria-label={t('bookingWizard.cleaners.ratingLabel', { rating: value })}
        className="inline-flex"
      >
        {[0, 1, 2, 3, 4].map((i) => {
          const fill = Math.max(0, Math.min(1, rating - i));
          return (
            <span key={i} className="relative inline-flex size-4">
              <Star aria-hidden className="absolute size-4 text-muted-foreground/40" strokeWidth={1.75} />
              <span className="absolute inset-y-0 left-0 overflow-hidden" style={{ width: `${fill * 100}%` }}>
                <Star aria-hidden className="size-4 fill-amber-400 text-amber-500" strokeWidth={1.75} />
              </span>
            </span>
          );
        })}
      </span>
      <span className="tabular font-medium">
        {t('bookingWizard.cleaners.rating', { rating: value, count })}
      </span>
    </span>
  );
}
