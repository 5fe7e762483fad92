import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { RatingStars } from '@/components/rating-stars';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { formatRating } from '@/lib/format';

interface CleanerRatingProps {
  averageRating: number | null;
  reviewCount: number;
  size?: 'sm' | 'md';
  className?: string;
}

/** Live rating: stars with "4.7 (12)", or a "New" badge for a cleaner without reviews. */
export function CleanerRating({ averageRating, reviewCount, size = 'sm', className }: CleanerRatingProps) {
  const { t } = useTranslation();
  if (averageRating === null || reviewCount === 0) {
    return (
      <Badge variant="accent" className={className}>
        <Sparkles aria-hidden />
        {t('cleaners.new')}
      </Badge>
    );
  }
  const rating = formatRating(averageRating);
  return (
    <span className={cn('inline-flex items-center gap-1.5', className)}>
      <RatingStars value={averageRating} size={size} label={t('cleaners.ratingLabel', { rating })} />
      <span aria-hidden className={cn('font-medium tabular-nums', size === 'sm' ? 'text-sm' : 'text-base')}>
        {t('cleaners.ratingSummary', { rating, count: reviewCount })}
      </span>
      <span className="sr-only">{t('cleaners.ratingCount', { count: reviewCount })}</span>
    </span>
  );
}
