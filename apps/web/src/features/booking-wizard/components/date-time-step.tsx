import type { Address, CleanerProfile } from '@limpa/contracts';
import {
  addressCity,
  EARLIEST_START_DEFAULT_HOURS,
  formatAddress,
  isEarlyEnough,
  zonedWallTimeToUtc,
} from '@limpa/domain';
import { Clock, Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { TimeSlotGrid } from '@/components/booking/time-slot-grid';
import { BookingCalendar } from '@/components/calendar/booking-calendar';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import type { FreeSlot } from '@/lib/api/get-slots';
import { useAppConfig } from '@/lib/app-config';
import { nowAt } from '@/lib/calendar-dates';
import { estimatedTimeLabel } from '@/lib/estimated-time';
import { CleanerCard } from './cleaner-card';
import '@/lib/strings/booking';

export interface PreselectedCleaner {
  userId: string;
  profile: CleanerProfile | undefined;
  notFound: boolean;
}

interface DateTimeStepProps {
  address: Address;
  date: string | null;
  onDateChange: (date: string) => void;
  slots: readonly FreeSlot[] | undefined;
  slotsLoading: boolean;
  slotsError: boolean;
  onRetrySlots: () => void;
  time: string | null;
  onTimeChange: (time: string) => void;
  estimatedTime: string;
  preselected: PreselectedCleaner | null;
  onShowAllCleaners: () => void;
}

/** Step 3: a calendar of the address's local dates, the free times of the chosen day and the estimated time. */
export function DateTimeStep({
  address,
  date,
  onDateChange,
  slots,
  slotsLoading,
  slotsError,
  onRetrySlots,
  time,
  onTimeChange,
  estimatedTime,
  preselected,
  onShowAllCleaners,
}: DateTimeStepProps) {
  const { t } = useTranslation();
  const today = nowAt(address.timeZone).date;
  const offered = useEarlyEnoughSlots(slots, date, address.timeZone);
  // The city (Portugal: its locality); an address saved before the city was required falls back on its district.
  const place = addressCity(address) ?? address.district ?? formatAddress(address);

  return (
    <div className="flex flex-col gap-5">
      {preselected ? (
        <PreselectedCleanerCard
          preselected={preselected}
          currency={address.currency}
          onShowAllCleaners={onShowAllCleaners}
        />
      ) : null}

      <BookingCalendar
        value={date}
        onChange={onDateChange}
        minDate={today}
        weekStartsOn={address.country === 'canada' ? 0 : 1}
      />

      <section aria-labelledby="times-heading" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
          <h3 id="times-heading" className="font-semibold text-base">
            {t('booking.slots.timesLegend')}
          </h3>
          <span className="inline-flex items-center gap-1 text-muted-foreground text-sm">
            <Clock aria-hidden className="size-3.5" />
            {t('bookingWizard.dateTime.estimated', { time: estimatedTimeLabel(t, estimatedTime) })}
          </span>
        </div>
        {!date ? (
          <p className="text-muted-foreground text-sm">{t('bookingWizard.dateTime.chooseDate')}</p>
        ) : slotsError && !slots ? (
          <LoadError
            retryLabel={t('bookingWizard.retry')}
            message={t('bookingWizard.dateTime.timesError')}
            onRetry={onRetrySlots}
          />
        ) : (
          <TimeSlotGrid slots={offered} isLoading={slotsLoading} value={time} onChange={onTimeChange} />
        )}
        <p className="text-muted-foreground text-xs">{t('bookingWizard.dateTime.localTime', { place })}</p>
      </section>
    </div>
  );
}

/**
 * The listed times the server would still accept now: the list comes without a start sooner than the admin's
 * earliest start, but a page left open moves the clock on (decision 047).
 */
function useEarlyEnoughSlots(slots: readonly FreeSlot[] | undefined, date: string | null, timeZone: string) {
  const hours = useAppConfig().earliestStartHours ?? EARLIEST_START_DEFAULT_HOURS;
  if (!slots || !date) return slots;
  const now = new Date();
  return slots.filter((slot) => isEarlyEnough(zonedWallTimeToUtc(date, slot.time, timeZone), now, hours));
}

function PreselectedCleanerCard({
  preselected,
  currency,
  onShowAllCleaners,
}: {
  preselected: PreselectedCleaner;
  currency: string;
  onShowAllCleaners: () => void;
}) {
  const { t } = useTranslation();
  if (preselected.notFound) {
    return (
      <p className="flex items-start gap-2 rounded-2xl border border-border bg-card p-4 text-sm shadow-xs">
        <Info aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-700" />
        {t('bookingWizard.dateTime.cleanerNotFound')}
      </p>
    );
  }
  if (!preselected.profile) return <Skeleton className="h-28 rounded-2xl" />;
  return (
    <section aria-labelledby="preselected-heading" className="flex flex-col gap-2">
      <h3 id="preselected-heading" className="font-medium text-muted-foreground text-sm">
        {t('bookingWizard.cleaners.preselected')}
      </h3>
      <CleanerCard cleaner={preselected.profile} currency={currency} headingLevel="h4" selected />
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <span className="text-muted-foreground">
          {t('bookingWizard.dateTime.cleanerOnly', { name: preselected.profile.fullName })}
        </span>
        <Button variant="link" onClick={onShowAllCleaners}>
          {t('bookingWizard.dateTime.allCleaners')}
        </Button>
      </div>
    </section>
  );
}
