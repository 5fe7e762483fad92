import type { Booking } from '@limpa/contracts';
import { bookingTotalCents } from '@limpa/domain';
import { Clock3, MapPin, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PaymentPendingBadge } from '@/components/booking/payment-pending-badge';
import { SeriesBadge } from '@/components/booking/series-badge';
import { SkeletonBars } from '@/components/skeleton-bars';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import { formatShortDate } from '@/lib/calendar-dates';
import { formatClockTime, formatHours, formatMoney } from '@/lib/format';

interface ScheduleJobCardProps {
  booking: Booking;
  /** Upcoming list: the date goes with the time. */
  showDate?: boolean;
  /** The current year at the cleaner's, to leave it out of dates. */
  currentYear?: string;
}

/**
 * One job: local start time, status, service, customer, address, amount and booked hours. Times are the
 * booking's own wall clock (its address's time zone), never the device's.
 */
export function ScheduleJobCard({ booking, showDate = false, currentYear }: ScheduleJobCardProps) {
  const { t } = useTranslation();
  const service = booking.serviceName.trim() || t('cleanerSchedule.fallbackService');
  const customer = booking.customer.fullName.trim() || t('cleanerSchedule.fallbackCustomer');
  const hours = formatHours(booking.durationHours);

  return (
    <article className="flex gap-3 rounded-2xl border border-border/70 bg-card p-4 shadow-card">
      <div className="flex w-16 shrink-0 flex-col items-center justify-center gap-0.5 rounded-xl bg-brand-50 px-1 py-2 text-brand-800">
        {showDate ? (
          <span className="flex flex-col items-center text-center font-medium text-[0.6875rem] uppercase leading-tight tracking-wide">
            {/* "Tue, Nov 24" (", 2027" another year): one piece a line. */}
            {formatShortDate(booking.bookingDate, currentYear)
              .split(', ')
              .map((part, i, parts) => (
                <span key={part}>
                  {part}
                  {i < parts.length - 1 ? <span className="sr-only">, </span> : null}
                </span>
              ))}
            <span className="sr-only">, </span>
          </span>
        ) : null}
        <span className="font-bold text-base tabular leading-tight">
          {formatClockTime(booking.bookingTime)}
        </span>
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        {/* Wraps: a long service name and the series badge ("Récurrent · toutes les 2 semaines") share a phone's row. */}
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 className="min-w-0 font-semibold leading-snug">{service}</h3>
          <span className="flex flex-col items-end gap-1">
            <Badge variant={booking.status}>{t(`cleanerSchedule.status.${booking.status}`)}</Badge>
            <PaymentPendingBadge booking={booking} />
            <SeriesBadge booking={booking} />
          </span>
        </div>
        <p className="flex items-center gap-1.5 text-sm">
          <UserRound aria-hidden className="size-4 shrink-0 text-muted-foreground" />
          <span className="sr-only">{t('cleanerSchedule.job.customer')}: </span>
          <span className="truncate">{customer}</span>
        </p>
        <p className="flex items-start gap-1.5 text-muted-foreground text-sm">
          <MapPin aria-hidden className="mt-0.5 size-4 shrink-0" />
          <span className="sr-only">{t('cleanerSchedule.job.address')}: </span>
          <span className="min-w-0">{booking.customerAddress}</span>
        </p>
        <div className="mt-1 flex items-center justify-between gap-3 border-border/70 border-t pt-2 text-sm">
          <span className="flex items-center gap-1.5 text-muted-foreground tabular">
            <Clock3 aria-hidden className="size-4 shrink-0" />
            {t('cleanerSchedule.job.hours', { hours })}
          </span>
          <span className="font-semibold tabular">
            <span className="sr-only">{t('cleanerSchedule.job.amount')}: </span>
            {formatMoney(bookingTotalCents(booking), booking.currency)}
          </span>
        </div>
      </div>
    </article>
  );
}

export function ScheduleJobCardSkeleton() {
  return (
    <div aria-hidden className="flex gap-3 rounded-2xl border border-border/70 bg-card p-4 shadow-card">
      <Skeleton className="h-14 w-16 rounded-xl" />
      <div className="flex flex-1 flex-col gap-2">
        <SkeletonBars className="flex justify-between gap-2" bars={['h-5 w-32', 'h-5 w-20 rounded-full']} />
        <Skeleton className="h-4 w-28" />
        <Skeleton className="h-4 w-48" />
        <SkeletonBars className="flex justify-between pt-2" bars={['h-4 w-16', 'h-4 w-16']} />
      </div>
    </div>
  );
}
