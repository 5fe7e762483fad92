import type { Booking } from '@limpa/contracts';
import { bookingFigures } from '@limpa/domain';
import { Clock3 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  AddressLine,
  BookingCardHeading,
  CardFigure,
  CustomerLine,
} from '@/components/booking/booking-card-parts';
import { BookingCardPlaceholder } from '@/components/booking/booking-card-placeholder';
import { PaymentPendingBadge } from '@/components/booking/payment-pending-badge';
import { SeriesBadge } from '@/components/booking/series-badge';
import { UnreadMessagesBadge } from '@/components/booking/unread-messages-badge';
import { SkeletonBars } from '@/components/skeleton-bars';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatClockTime, formatHours, formatMoney } from '@/lib/format';
import { formatJobDate } from '../cleaner-jobs-format';
import { useJobNames } from '../use-job-names';
import { JobLinks } from './job-links';

interface JobCardProps {
  booking: Booking;
  onOpen: (id: string) => void;
  currentYear: string;
}

/** One job: what, when (local), who, where, how much and how long; then the actions that apply. */
export function JobCard({ booking, onOpen, currentYear }: JobCardProps) {
  const { t } = useTranslation();
  const { service, customer } = useJobNames(booking);
  const date = formatJobDate(booking.bookingDate, currentYear);
  const money = bookingFigures(booking);
  const headingId = `job-${booking.id}-title`;

  return (
    <Card className="flex flex-col gap-3 p-4 sm:p-5">
      <BookingCardHeading
        id={headingId}
        title={service}
        when={t('cleanerJobs.when', { date, time: formatClockTime(booking.bookingTime) })}
        badges={
          <div className="flex flex-col items-end gap-1">
            <Badge variant={booking.status}>{t(`cleanerJobs.status.${booking.status}`)}</Badge>
            <PaymentPendingBadge booking={booking} />
            <SeriesBadge booking={booking} />
            <UnreadMessagesBadge bookingId={booking.id} />
          </div>
        }
      />
      <div className="flex flex-col gap-1.5 text-sm">
        <CustomerLine label={t('cleanerJobs.customer')} name={customer} />
        <AddressLine label={t('cleanerJobs.address')} address={booking.customerAddress} />
      </div>
      <dl className="grid grid-cols-3 gap-2 rounded-xl bg-muted/60 px-3 py-2.5 text-sm">
        <CardFigure label={money.final ? t('cleanerJobs.finalTotal') : t('cleanerJobs.total')}>
          {formatMoney(money.totalCents, booking.currency)}
        </CardFigure>
        <CardFigure label={t('cleanerJobs.yourEarnings')} className="text-brand-700">
          {formatMoney(money.cleanerEarningsCents, booking.currency)}
        </CardFigure>
        <div className="flex flex-col">
          <dt className="text-muted-foreground text-xs">{t('cleanerJobs.duration')}</dt>
          <dd className="flex items-center gap-1 font-semibold tabular">
            <Clock3 aria-hidden className="size-3.5 text-muted-foreground" />
            {t('cleanerJobs.hours', { hours: formatHours(booking.durationHours) })}
          </dd>
        </div>
      </dl>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          size="sm"
          onClick={() => onOpen(booking.id)}
          aria-label={t('cleanerJobs.viewDetailsOf', { service, date })}
        >
          {t('cleanerJobs.viewDetails')}
        </Button>
        <JobLinks booking={booking} named={{ service, date, customer }} size="sm" />
      </div>
    </Card>
  );
}

export function JobCardSkeleton() {
  return (
    <BookingCardPlaceholder>
      <Skeleton className="h-4 w-32" />
      <Skeleton className="h-4 w-60" />
      <Skeleton className="h-14 w-full rounded-xl" />
      <SkeletonBars className="flex gap-2" bars={['h-9 w-28 rounded-lg', 'h-9 w-32 rounded-lg']} />
    </BookingCardPlaceholder>
  );
}
