import type { Booking } from '@limpa/contracts';
import { CalendarDays, ClipboardList, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { IconBadge } from '@/components/icon-badge';
import { PageSection } from '@/components/page-section';
import { SkeletonMedia } from '@/components/skeleton-bars';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { bookingWhen } from '@/lib/booking-when';

type RecentTasksProps = { state: 'loading' } | { state: 'error' } | { state: 'ready'; tasks: Booking[] };

function TaskItem({ booking }: { booking: Booking }) {
  const { t } = useTranslation();
  const { date, time } = bookingWhen(booking, { style: 'short' });
  return (
    <li className="flex items-start gap-3 py-3 first:pt-0 last:pb-0">
      <IconBadge icon={CalendarDays} className="size-10 shrink-0 rounded-xl bg-brand-50 text-brand-700" />
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <div className="flex items-start justify-between gap-2">
          <p className="truncate font-semibold leading-snug">{booking.serviceName}</p>
          <Badge variant={booking.status}>{t(`cleanerDashboard.status.${booking.status}`)}</Badge>
        </div>
        <p className="text-muted-foreground text-sm tabular">
          {t('cleanerDashboard.recent.when', { date, time })}
        </p>
        <p className="flex items-center gap-1.5 text-muted-foreground text-sm">
          <UserRound aria-hidden className="size-3.5 shrink-0" />
          <span className="sr-only">{t('cleanerDashboard.recent.customer')}: </span>
          <span className="truncate">{booking.customer.fullName}</span>
        </p>
      </div>
    </li>
  );
}

/** The 2 soonest upcoming bookings, with View All to the jobs list; quiet when the list fails. */
export function RecentTasks(props: RecentTasksProps) {
  const { t } = useTranslation();
  return (
    <PageSection
      heading={t('cleanerDashboard.recent.heading')}
      seeAll={{
        to: '/provider/jobs',
        label: t('cleanerDashboard.recent.viewAll'),
        accessibleLabel: t('cleanerDashboard.recent.viewAllLabel'),
      }}
    >
      <Card className="p-4 sm:p-5">
        {props.state === 'loading' ? (
          <div aria-hidden className="flex flex-col gap-4">
            {[0, 1].map((i) => (
              <SkeletonMedia key={i} media="size-10 rounded-xl" bars={['h-4 w-36', 'h-4 w-28', 'h-4 w-24']} />
            ))}
          </div>
        ) : props.state === 'ready' && props.tasks.length > 0 ? (
          <ul className="flex flex-col divide-y divide-border/70">
            {props.tasks.map((booking) => (
              <TaskItem key={booking.id} booking={booking} />
            ))}
          </ul>
        ) : (
          <div className="flex items-center gap-3">
            <IconBadge
              icon={ClipboardList}
              className="size-10 shrink-0 rounded-xl bg-muted text-muted-foreground"
            />
            <div className="flex flex-col">
              <p className="font-semibold">{t('cleanerDashboard.recent.empty')}</p>
              <p className="text-muted-foreground text-sm">{t('cleanerDashboard.recent.emptyBody')}</p>
            </div>
          </div>
        )}
      </Card>
    </PageSection>
  );
}
