import type { Booking } from '@limpa/contracts';
import { CalendarDays, FileText, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useJob } from '../api/get-job';
import { formatHours, formatJobDate, isActiveJob, telHref, zoneLabel } from '../job-format';
import { useJobNames } from '../use-job-names';
import { ChargesList } from './charges-list';
import { PaymentStatusBadge } from './payment-status-badge';
import { PriceBreakdown } from './price-breakdown';

interface JobDetailDialogProps {
  bookingId: string | null;
  onClose: () => void;
}

/** Everything about one job: when, customer, place, property, add-ons, overtime, money, payment. */
export function JobDetailDialog({ bookingId, onClose }: JobDetailDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={bookingId !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        closeLabel={t('providerJobs.detail.close')}
        className="max-h-[calc(100dvh-2rem)] max-w-lg overflow-y-auto p-0"
      >
        {bookingId ? <JobDetail bookingId={bookingId} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function JobDetail({ bookingId }: { bookingId: string }) {
  const { t } = useTranslation();
  const query = useJob(bookingId);

  if (query.data) return <JobDetailBody booking={query.data} />;

  if (query.isError) {
    const missing = isApiError(query.error) && (query.error.status === 404 || query.error.status === 400);
    return (
      <div className="flex flex-col items-start gap-3 p-6 pr-14">
        <DialogTitle>
          {missing ? t('providerJobs.detail.notFound') : t('providerJobs.loadFailed')}
        </DialogTitle>
        <DialogDescription>
          {missing ? t('providerJobs.detail.notFoundBody') : t('providerJobs.detail.loadFailedBody')}
        </DialogDescription>
        {missing ? null : (
          <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
            {t('providerJobs.retry')}
          </Button>
        )}
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-4 p-6">
      <DialogTitle className="sr-only">{t('providerJobs.detail.loading')}</DialogTitle>
      <DialogDescription className="sr-only">{t('common.loading')}</DialogDescription>
      <Skeleton className="h-6 w-40" />
      <Skeleton className="h-4 w-56" />
      <Skeleton className="h-24 w-full" />
      <Skeleton className="h-32 w-full" />
    </div>
  );
}

function JobDetailBody({ booking }: { booking: Booking }) {
  const { t } = useTranslation();
  const { service, customer } = useJobNames(booking);
  const date = formatJobDate(booking.bookingDate, String(new Date().getFullYear()));
  const phone = booking.customer.phone?.trim() || null;
  const rooms = booking.selectedRooms.filter((room) => room.count > 0);

  return (
    <div className="flex flex-col">
      <header className="flex flex-col gap-2 border-border/70 border-b p-6 pr-14">
        <Badge variant={booking.status} className="self-start">
          {t(`providerJobs.status.${booking.status}`)}
        </Badge>
        <DialogTitle className="text-xl">{service}</DialogTitle>
        <DialogDescription className="flex items-center gap-1.5 font-medium text-foreground tabular">
          <CalendarDays aria-hidden className="size-4 shrink-0 text-muted-foreground" />
          {t('providerJobs.when', { date, time: booking.bookingTime })}
        </DialogDescription>
        <p className="text-muted-foreground text-xs">
          {t('providerJobs.detail.timesNote', { zone: zoneLabel(booking.timeZone) })}
        </p>
      </header>

      <div className="flex flex-col gap-6 p-6">
        <dl className="grid grid-cols-2 gap-4 text-sm">
          <Item label={t('providerJobs.customer')}>{customer}</Item>
          <Item label={t('providerJobs.detail.phone')}>
            {phone ? (
              <a href={telHref(phone)} className="text-primary underline-offset-4 hover:underline">
                {phone}
              </a>
            ) : (
              <span className="text-muted-foreground">{t('providerJobs.detail.noPhone')}</span>
            )}
          </Item>
          <Item wide label={t('providerJobs.address')}>
            {booking.customerAddress}
          </Item>
          <Item label={t('providerJobs.detail.propertyType')}>
            {t(`providerJobs.homeTypes.${booking.homeType}`)}
          </Item>
          <Item label={t('providerJobs.detail.recurring')}>
            {booking.isRecurring
              ? t('providerJobs.detail.recurringYes')
              : t('providerJobs.detail.recurringNo')}
          </Item>
          <Item label={t('providerJobs.detail.bookedHours')}>
            {t('providerJobs.hours', { hours: formatHours(booking.durationHours) })}
          </Item>
          <Item label={t('providerJobs.detail.estimatedTime')}>{booking.estimatedTime}</Item>
          {booking.actualHoursWorked !== null ? (
            <Item label={t('providerJobs.detail.hoursWorked')}>
              {t('providerJobs.hours', { hours: formatHours(booking.actualHoursWorked) })}
            </Item>
          ) : null}
          {booking.overtimeMinutes !== null ? (
            <Item label={t('providerJobs.detail.overtime')}>
              {t('providerJobs.detail.overtimeMinutes', { count: booking.overtimeMinutes })}
            </Item>
          ) : null}
          {rooms.length > 0 ? (
            <Item wide label={t('providerJobs.detail.rooms')}>
              {rooms
                .map((room) =>
                  t('providerJobs.detail.room', {
                    count: room.count,
                    type: room.type.replaceAll('_', ' '),
                  }),
                )
                .join(', ')}
            </Item>
          ) : null}
          {booking.specialInstructions ? (
            <Item wide label={t('providerJobs.detail.instructions')}>
              <span className="whitespace-pre-line">{booking.specialInstructions}</span>
            </Item>
          ) : null}
        </dl>

        <section aria-labelledby="job-price-heading" className="flex flex-col gap-2">
          <h3 id="job-price-heading" className="font-semibold">
            {t('providerJobs.detail.priceHeading')}
          </h3>
          <PriceBreakdown booking={booking} className="rounded-xl bg-muted/60 p-4" />
        </section>

        <section aria-labelledby="job-payment-heading" className="flex flex-col gap-2">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 id="job-payment-heading" className="font-semibold">
              {t('providerJobs.detail.paymentHeading')}
            </h3>
            <PaymentStatusBadge status={booking.paymentStatus} />
          </div>
          <ChargesList booking={booking} />
        </section>

        {(isActiveJob(booking.status) && phone) || booking.status === 'completed' ? (
          <div className="flex flex-col gap-2 sm:flex-row">
            {isActiveJob(booking.status) && phone ? (
              <Button asChild variant="secondary">
                <a href={telHref(phone)}>
                  <Phone aria-hidden />
                  {t('providerJobs.contactClient')}
                </a>
              </Button>
            ) : null}
            {booking.status === 'completed' ? (
              <Button asChild variant="secondary">
                <Link to={`/provider/jobs/${booking.id}/receipt`}>
                  <FileText aria-hidden />
                  {t('providerJobs.viewReceipt')}
                </Link>
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>
    </div>
  );
}

function Item({ label, wide, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={cn('flex min-w-0 flex-col gap-1', wide && 'col-span-2')}>
      <dt className="text-muted-foreground text-xs">{label}</dt>
      <dd className="break-words font-medium">{children}</dd>
    </div>
  );
}
