import type { CleanerListItem } from '@limpa/contracts';
import { CalendarClock, MapPin, UserRoundSearch } from 'lucide-react';
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
  /** Whether any approved cleaner serves the address at all: says why `cleaners` is empty. */
  anyServes: boolean;
  isError: boolean;
  onRetry: () => void;
  time: string | null;
  cleanerId: string | null;
  onSelect: (userId: string) => void;
  currency: string;
  onChooseAnotherTime: () => void;
  onChooseAnotherAddress: () => void;
}

/**
 * Step 5: "Any available cleaner" first, then the cleaners free at the chosen time. Empty, it says which of
 * the two is missing (docs/product-rules.md#wording): nobody serves the address (back to step 2), or nobody
 * serving it is free then (back to step 3).
 */
export function CleanerStep({
  cleaners,
  anyServes,
  isError,
  onRetry,
  time,
  cleanerId,
  onSelect,
  currency,
  onChooseAnotherTime,
  onChooseAnotherAddress,
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
  if (cleaners.length === 0 && !anyServes) {
    // Nobody's work area reaches the address: another time would not help, another address might.
    return (
      <EmptyState
        icon={UserRoundSearch}
        title={t('bookingWizard.cleaners.emptyTitle')}
        action={
          <Button variant="outline" onClick={onChooseAnotherAddress}>
            <MapPin aria-hidden />
            {t('bookingWizard.cleaners.chooseOtherAddress')}
          </Button>
        }
      >
        {t('bookingWizard.cleaners.emptyBody')}
      </EmptyState>
    );
  }
  if (cleaners.length === 0) {
    // Cleaners serve the address but all are booked then (e.g. the time was taken since step 3).
    return (
      <EmptyState
        icon={CalendarClock}
        title={t('bookingWizard.cleaners.busyTitle')}
        action={
          <Button variant="outline" onClick={onChooseAnotherTime}>
            <CalendarClock aria-hidden />
            {t('bookingWizard.cleaners.chooseOtherTime')}
          </Button>
        }
      >
        {t('bookingWizard.cleaners.busyBody')}
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
