import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import type { Problem } from '@/lib/api-client';
import { formatCalendarDate } from '@/lib/calendar-dates';
import { formatClockTime } from '@/lib/format';

type Alternative = NonNullable<Problem['alternatives']>[number];

/**
 * Nobody was free for "any available cleaner" at the time asked: the nearest free starts the API suggested,
 * each a button that takes it (then the customer books again). None: only the way back to another time.
 */
export function NoCleanerAlternatives({
  alternatives,
  onPick,
}: {
  alternatives: readonly Alternative[] | null;
  onPick: (pick: Alternative) => void;
}) {
  const { t } = useTranslation();
  if (!alternatives) return null;
  return (
    <section
      role="alert"
      className="flex flex-col gap-2 rounded-2xl border border-warning/40 bg-warning/10 p-4"
    >
      <p className="font-medium text-sm">
        {alternatives.length > 0
          ? t('bookingWizard.alternatives.title')
          : t('bookingWizard.alternatives.none')}
      </p>
      <div className="flex flex-wrap gap-2">
        {alternatives.map((a) => (
          <Button
            key={`${a.bookingDate} ${a.bookingTime}`}
            size="sm"
            variant="outline"
            onClick={() => onPick(a)}
          >
            {t('bookingWizard.alternatives.pick', {
              date: formatCalendarDate(a.bookingDate),
              time: formatClockTime(a.bookingTime),
            })}
          </Button>
        ))}
      </div>
    </section>
  );
}
