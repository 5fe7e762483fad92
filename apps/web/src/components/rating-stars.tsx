import { Star } from 'lucide-react';
import { cn } from '@/lib/cn';

const STARS = [0, 1, 2, 3, 4] as const;

interface RatingStarsProps {
  /** 0 to 5, fractions allowed (4.7 fills the fifth star to 70%); null shows five empty stars. */
  value: number | null;
  /** The accessible name, already translated, e.g. "Rated 4.7 out of 5". */
  label: string;
  size?: 'sm' | 'md';
  className?: string;
}

/** Five stars filled to a rating, announced as one image with `label`. */
export function RatingStars({ value, label, size = 'sm', className }: RatingStarsProps) {
  const rating = Math.min(5, Math.max(0, value ?? 0));
  const starSize = size === 'sm' ? 'size-4' : 'size-5';
  return (
    <span role="img" aria-label={label} className={cn('inline-flex items-center gap-0.5', className)}>
      {STARS.map((index) => {
        const fill = Math.min(1, Math.max(0, rating - index));
        return (
          <span key={index} aria-hidden className={cn('relative inline-flex', starSize)}>
            <Star className={cn('text-muted-foreground/35', starSize)} strokeWidth={1.75} />
            {fill > 0 ? (
              <span className="absolute inset-y-0 left-0 overflow-hidden" style={{ width: `${fill * 100}%` }}>
                <Star
                  className={cn('max-w-none shrink-0 fill-amber-400 text-amber-500', starSize)}
                  strokeWidth={1.75}
                />
              </span>
            ) : null}
          </span>
        );
      })}
    </span>
  );
}
