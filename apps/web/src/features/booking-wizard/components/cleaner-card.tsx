import type { CleanerListItem } from '@limpa/contracts';
import { Check, MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { VerifiedBadge } from '@/components/verified-badge';
import { cn } from '@/lib/cn';
import { formatMoney } from '@/lib/format';
import { MessageButton } from './message-button';
import { WizardCleanerRating } from './wizard-cleaner-rating';

/**
 * The picker's default hourly rate when a cleaner has not set one (docs/product-rules.md#customer-screens).
 */
export const DEFAULT_HOURLY_RATE = 25;

type CleanerSummary = Pick<
  CleanerListItem,
  | 'userId'
  | 'fullName'
  | 'avatarUrl'
  | 'city'
  | 'hourlyRate'
  | 'bio'
  | 'averageRating'
  | 'reviewCount'
  | 'currency'
  | 'verified'
>;

interface CleanerCardProps {
  cleaner: CleanerSummary;
  /** The booking's currency (the address's). */
  currency: string;
  selected?: boolean;
  /** Without it the card only shows the cleaner (no Message / Book Now). */
  onSelect?: (userId: string) => void;
  headingLevel?: 'h3' | 'h4';
  className?: string;
}

/** Photo (initials fallback), name, live rating, city, hourly rate, bio, Message and Book Now/Selected. */
export function CleanerCard({
  cleaner,
  currency,
  selected = false,
  onSelect,
  headingLevel: Heading = 'h3',
  className,
}: CleanerCardProps) {
  const { t } = useTranslation();
  const rate = cleaner.hourlyRate ?? DEFAULT_HOURLY_RATE;
  return (
    <article
      aria-label={cleaner.fullName}
      className={cn(
        'flex flex-col gap-3 rounded-2xl border bg-card p-4 shadow-xs transition-[border-color,box-shadow]',
        selected ? 'border-primary ring-2 ring-primary/15' : 'border-border',
        className,
      )}
    >
      <div className="flex items-start gap-3">
        <Avatar name={cleaner.fullName} src={cleaner.avatarUrl} className="size-14 text-base" />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <div className="flex items-start justify-between gap-2">
            <div className="flex flex-col gap-0.5">
              <Heading className="font-semibold text-base leading-tight">{cleaner.fullName}</Heading>
              {cleaner.verified ? <VerifiedBadge /> : null}
            </div>
            <span className="tabular shrink-0 font-semibold text-brand-700 text-sm">
              {t('bookingWizard.cleaners.perHour', {
                rate: formatMoney(Math.round(rate * 100), cleaner.currency ?? currency),
              })}
            </span>
          </div>
          <WizardCleanerRating rating={cleaner.averageRating} count={cleaner.reviewCount} />
          {cleaner.city ? (
            <span className="inline-flex items-center gap-1 text-muted-foreground text-sm">
              <MapPin aria-hidden className="size-3.5" />
              {cleaner.city}
            </span>
          ) : null}
        </div>
      </div>
      {cleaner.bio ? (
        <p className="line-clamp-3 text-muted-foreground text-sm leading-relaxed">{cleaner.bio}</p>
      ) : null}
      {onSelect ? (
        <div className="flex items-center justify-end gap-2">
          <MessageButton cleanerId={cleaner.userId} cleanerName={cleaner.fullName} />
          <Button
            size="sm"
            variant={selected ? 'primary' : 'secondary'}
            aria-pressed={selected}
            onClick={() => onSelect(cleaner.userId)}
            className="min-w-28"
          >
            {selected ? <Check aria-hidden /> : null}
            {selected ? t('bookingWizard.cleaners.selected') : t('bookingWizard.cleaners.select')}
          </Button>
        </div>
      ) : null}
    </article>
  );
}
