import type { Booking } from '@limpa/contracts';
import { CalendarDays, Clock3, FileText, MapPin, Phone, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatMoney } from '@/lib/format';
import { formatHours, formatJobDate, isActiveJob, jobMoney, telHref } from '../job-format';
import { useJobNames } from '../use-job-names';

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
  const money = jobMoney(booking);
  const phone = booking.customer.phone?.trim();
  const headingId = `job-${booking.id}-title`;

  return (
    <Card className="flex flex-col gap-3 p-4 sm:p-5">
      <div className="flex items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <h3 id={headingId} className="break-words font-semibold leading-tight">
            {service}
          </h3>
          <p className="flex items-center gap-1.5 text-muted-foreground text-sm tabular">
            <CalendarDays aria-hidden className="size-4 shrink-0" />
            {t('providerJobs.when', { date, time: booking.bookingTime })}
          </p>
        </div>
        <Badge variant={booking.status}>{t(`providerJobs.status.${booking.status}`)}</Badge>
      </div>
      <div className="flex flex-col gap-1.5 text-sm">
        <p className="flex items-center gap-1.5">
          <UserRound aria-hidden className="size-4 shrink-0 text-muted-foreground" />
          <span className="sr-only">{t('providerJobs.customer')}: </span>
          <span className="truncate font-medium">{customer}</span>
        </p>
        <p className="flex items-start gap-1.5 text-muted-foreground">
          <MapPin aria-hidden className="mt-0.5 size-4 shrink-0" />
          <span className="sr-only">{t('providerJobs.address')}: </span>
          <span className="min-w-0 break-words">{booking.customerAddress}</span>
        </p>
      </div>
      <dl className="grid grid-cols-3 gap-2 rounded-xl bg-muted/60 px-3 py-2.5 text-sm">
        <div className="flex flex-col">
          <dt className="text-muted-foreground text-xs">
            {money.final ? t('providerJobs.finalTotal') : t('providerJobs.total')}
          </dt>
          <dd className="font-semibold tabular">{formatMoney(money.totalCents, booking.currency)}</dd>
        </div>
        <div className="flex flex-col">
          <dt className="text-muted-foreground text-xs">{t('providerJobs.yourEarnings')}</dt>
          <dd className="font-semibold text-brand-700 tabular">
            {formatMoney(money.earningsCents, booking.currency)}
          </dd>
        </div>
        <div className="flex flex-col">
          <dt className="text-muted-foreground text-xs">{t('providerJobs.duration')}</dt>
          <dd className="flex items-center gap-1 font-semibold tabular">
            <Clock3 aria-hidden className="size-3.5 text-muted-foreground" />
            {t('providerJobs.hours', { hours: formatHours(booking.durationHours) })}
          </dd>
        </div>
      </dl>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          size="sm"
          onClick={() => onOpen(booking.id)}
          aria-label={t('providerJobs.viewDetailsOf', { service, date })}
        >
          {t('providerJobs.viewDetails')}
        </Button>
        {isActiveJob(booking.status) && phone ? (
          <Button asChild variant="secondary" size="sm">
            <a href={telHref(phone)} aria-label={t('providerJobs.contactClientOf', { customer, phone })}>
              <Phone aria-hidden />
              {t('providerJobs.contactClient')}
            </a>
          </Button>
        ) : null}
        {booking.status === 'completed' ? (
          <Button asChild variant="secondary" size="sm">
            <Link
              to={`/provider/jobs/${booking.id}/receipt`}
              aria-label={t('providerJobs.viewReceiptOf', { service, date })}
            >
              <FileText aria-hidden />
              {t('providerJobs.viewReceipt')}
            </Link>
          </Button>
        ) : null}
      </div>
    </Card>
  );
}

export function JobCardSkeleton() {
  return (
    <div
      aria-hidden
      className="flex flex-col gap-3 rounded-2xl border border-border/70 bg-card p-4 shadow-card"
    >
      <div className="flex justify-between">
        <div className="flex flex-col gap-2">
          <Skeleton className="h-5 w-36" />
          <Skeleton className="h-4 w-52" />
        </div>
        <Skeleton className="h-6 w-20 rounded-full" />
      </div>
      <Skeleton className="h-4 w-32" />
      <Skeleton className="h-4 w-60" />
      <Skeleton className="h-14 w-full rounded-xl" />
      <div className="flex gap-2">
        <Skeleton className="h-9 w-28 rounded-lg" />
        <Skeleton className="h-9 w-32 rounded-lg" />
      </div>
    </div>
  );
}
