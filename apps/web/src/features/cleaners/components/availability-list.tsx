import type { CleanerProfile } from '@limpa/contracts';
import { DEFAULT_WEEKLY_AVAILABILITY } from '@limpa/domain';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;

interface AvailabilityListProps {
  availability: CleanerProfile['availability'];
  /** Highlights this weekday (0 Sunday); defaults to today. */
  today?: number;
}

/**
 * Sunday to Saturday with each day's hours, or "Not available". A cleaner without any rows works the
 * platform default (Monday to Friday, 09:00–17:00), the same rule the booking slots use.
 */
export function AvailabilityList({ availability, today = new Date().getDay() }: AvailabilityListProps) {
  const { t } = useTranslation();
  const slots = availability.length > 0 ? availability : DEFAULT_WEEKLY_AVAILABILITY;
  return (
    <dl className="flex flex-col divide-y divide-border/70">
      {WEEKDAYS.map((weekday) => {
        const day = slots.filter((slot) => slot.weekday === weekday);
        return (
          <div
            key={weekday}
            className={cn(
              'flex items-baseline justify-between gap-4 py-2.5 text-sm',
              weekday === today && 'font-semibold',
            )}
          >
            <dt>{t(`cleaners.weekdays.${weekday}`)}</dt>
            <dd className={cn('text-right tabular-nums', day.length === 0 && 'text-muted-foreground')}>
              {day.length === 0
                ? t('cleaners.profile.notAvailable')
                : day
                    .map((slot) =>
                      t('cleaners.profile.timeRange', { start: slot.startTime, end: slot.endTime }),
                    )
                    .join(', ')}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
