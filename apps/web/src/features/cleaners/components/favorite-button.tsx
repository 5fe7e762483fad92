import { Heart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { useSetFavorite } from '../api/set-favorite';

interface FavoriteButtonProps {
  userId: string;
  isFavorite: boolean;
  /** Names the cleaner in the button's label (lists); without it the label is just "Favourite". */
  name?: string;
  className?: string;
}

/** The heart toggle (customers only): pressed = saved. Flips at once; a failure flips it back. */
export function FavoriteButton({ userId, isFavorite, name, className }: FavoriteButtonProps) {
  const { t } = useTranslation();
  const setFavorite = useSetFavorite();
  return (
    <button
      type="button"
      aria-pressed={isFavorite}
      aria-label={name ? t('cleaners.favorite.labelFor', { name }) : t('cleaners.favorite.label')}
      onClick={() => setFavorite.mutate({ userId, favorite: !isFavorite })}
      className={cn(
        'inline-flex size-11 shrink-0 items-center justify-center rounded-full transition-[background-color,color,transform] hover:bg-rose-50 focus-visible:outline-2 focus-visible:outline-ring focus-visible:outline-offset-2 active:scale-90 motion-reduce:active:scale-100',
        isFavorite ? 'text-rose-600' : 'text-muted-foreground hover:text-rose-600',
        className,
      )}
    >
      <Heart aria-hidden className={cn('size-6', isFavorite && 'fill-current')} strokeWidth={1.9} />
    </button>
  );
}
