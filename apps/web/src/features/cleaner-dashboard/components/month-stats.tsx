import { CalendarClock, CircleCheckBig } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { FactsCard } from '@/components/facts-card';

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
    <FactsCard
      heading={t('cleanerDashboard.month.heading')}
      loading={loading}
      placeholderWidths={['w-48', 'w-52']}
      facts={[
        {
          key: 'completed',
          icon: CircleCheckBig,
          iconClassName: 'text-status-completed',
          content: t('cleanerDashboard.month.completed', { count: completedThisMonth }),
        },
        {
          key: 'nextWeek',
          icon: CalendarClock,
          iconClassName: 'text-status-confirmed',
          content: t('cleanerDashboard.month.nextWeek', { count: nextWeek }),
        },
      ]}
    />
  );
}
