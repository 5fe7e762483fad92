import { CalendarClock, CircleCheckBig } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

interface MonthStatsProps {
  /** undefined while loading. */
  completedThisMonth: number | undefined;
  nextWeek: number | undefined;
}

/** Completed bookings of the current month and bookings starting within the next 7 days. */
export function MonthStats({ completedThisMonth, nextWeek }: MonthStatsProps) {
  const { t } = useTranslation();
  const loading = completedThisMonth === undefined || nextWeek === undefined;
  return (
    <section aria-labelledby="month-stats-heading">
      <Card className="flex flex-col gap-3 p-4 sm:p-5">
        <h2 id="month-stats-heading" className="font-semibold text-lg tracking-tight">
          {t('providerDashboard.month.heading')}
        </h2>
        {loading ? (
          <div aria-hidden className="flex flex-col gap-3">
            <Skeleton className="h-5 w-48" />
            <Skeleton className="h-5 w-52" />
          </div>
        ) : (
          <ul className="flex flex-col gap-2.5">
            <li className="flex items-center gap-2.5">
              <CircleCheckBig aria-hidden className="size-5 shrink-0 text-status-completed" />
              {t('providerDashboard.month.completed', { count: completedThisMonth })}
            </li>
            <li className="flex items-center gap-2.5">
              <CalendarClock aria-hidden className="size-5 shrink-0 text-status-confirmed" />
              {t('providerDashboard.month.nextWeek', { count: nextWeek })}
            </li>
          </ul>
        )}
      </Card>
    </section>
  );
}
