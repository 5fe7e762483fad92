import type { CleanerListItem } from '@limpa/contracts';
import { CalendarClock, UserRoundSearch } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { ANY_CLEANER } from '../wizard-steps';
import { AnyCleanerCard } from './any-cleaner-card';
import { CleanerCard } from './cleaner-card';
import { EmptyState } from './wizard-empty-state';

interface CleanerStepProps {
  /** Approved cleaners serving the address and free at the chosen time; undefined while loading. */
  cleaners: readonly CleanerListItem[] | undefined;
  isError: boolean;
  onRetry: () => void;
  time: string | null;
  cleanerId: string | null;
  onSelect: (userId: string) => void;
  currency: string;
  onChooseAnotherTime: () => void;
}

/**
 * Step 5: "Any available cleaner" first, then the cleaners free at the chosen time, or the empty texts of docs/product-rules.md#wording and a way
 * back to step 3.
 */
export function CleanerStep({
  cleaners,
  isError,
  onRetry,
  time,
  cleanerId,
  onSelect,
  currency,
  onChooseAnotherTime,
}: CleanerStepProps) {
  const { t } = useTranslation();

  if (isError && !cleaners) {
    return (
      <LoadError
        retryLabel={t('bookingWizard.retry')}
        message={t('bookingWizard.cleaners.loadError')}
        onRetry={onRetry}
      />
    );
  }
  if (!cleaners) {
    return (
      <div className="flex flex-col gap-3">
        {[0, 1].map((i) => (
          <Skeleton key={i} className="h-44 rounded-2xl" />
        ))}
      </div>
    );
  }
  if (cleaners.length === 0) {
    return (
      <EmptyState
        icon={UserRoundSearch}
        title={t('bookingWizard.cleaners.emptyTitle')}
        action={
          <Button variant="outline" onClick={onChooseAnotherTime}>
            <CalendarClock aria-hidden />
            {t('bookingWizard.cleaners.chooseOtherTime')}
          </Button>
        }
      >
        {t('bookingWizard.cleaners.emptyBody')}
      </EmptyState>
    );
  }

  return (
    <section
      aria-label={t('bookingWizard.cleaners.legend', { time: time ?? '' })}
      className="flex flex-col gap-3"
    >
      <AnyCleanerCard selected={cleanerId === ANY_CLEANER} onSelect={() => onSelect(ANY_CLEANER)} />
      {cleaners.map((cleaner) => (
        <CleanerCard
          key={cleaner.userId}
          cleaner={cleaner}
          currency={currency}
          selected={cleaner.userId === cleanerId}
          onSelect={onSelect}
        />
      ))}
    </section>
  );
}
