import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';
import type { FreeSlot } from '@/lib/api/get-slots';
import { cn } from '@/lib/cn';
import { formatClockTime } from '@/lib/format';
import '@/lib/strings/booking';

interface TimeSlotGridProps {
  slots: readonly FreeSlot[] | undefined;
  isLoading: boolean;
  value: string | null;
  onChange: (time: string) => void;
}

/** Only the free start times the API lists, as one radio group; a skeleton while they load. */
export function TimeSlotGrid({ slots, isLoading, value, onChange }: TimeSlotGridProps) {
  const { t } = useTranslation();

  if (isLoading || !slots) {
    return (
      <div
        role="status"
        aria-label={t('booking.slots.loadingTimes')}
        className="grid grid-cols-3 gap-2 sm:grid-cols-4"
      >
        {Array.from({ length: 9 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
          <Skeleton key={i} className="h-12 rounded-xl" />
        ))}
      </div>
    );
  }

  if (slots.length === 0) {
    return (
      <p className="rounded-2xl border border-border border-dashed bg-card px-4 py-6 text-center text-muted-foreground text-sm">
        {t('booking.slots.noTimes')}
      </p>
    );
  }

  return (
    <fieldset>
      <legend className="sr-only">{t('booking.slots.timesLegend')}</legend>
      <div className="grid grid-cols-3 gap-2 sm:grid-cols-4">
        {slots.map((slot) => {
          const checked = slot.time === value;
          return (
            <label
              key={slot.time}
              className={cn(
                'tabular relative flex h-12 cursor-pointer items-center justify-center rounded-xl border font-semibold text-[0.9375rem] shadow-xs transition-colors',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring has-[:focus-visible]:outline-offset-2',
                checked
                  ? 'border-primary bg-primary text-primary-foreground'
                  : 'border-border bg-card hover:border-brand-300 hover:bg-brand-50',
              )}
            >
              <input
                type="radio"
                name="bookingTime"
                value={slot.time}
                checked={checked}
                onChange={() => onChange(slot.time)}
                className="absolute inset-0 size-full cursor-pointer appearance-none rounded-xl opacity-0"
              />
              {formatClockTime(slot.time)}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
