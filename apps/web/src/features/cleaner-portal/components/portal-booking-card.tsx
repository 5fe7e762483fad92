import type { Booking } from '@limpa/contracts';
import { bookingFigures, canCompleteAt } from '@limpa/domain';
import { Check, ClipboardCheck, Phone, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AddressLine,
  BookingCardHeading,
  CardFigure,
  CustomerLine,
} from '@/components/booking/booking-card-parts';
import { BookingCardPlaceholder } from '@/components/booking/booking-card-placeholder';
import { BookingStatusBadge } from '@/components/booking/booking-status-badge';
import { PaymentPendingBadge } from '@/components/booking/payment-pending-badge';
import { SeriesBadge } from '@/components/booking/series-badge';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { SkeletonBars } from '@/components/skeleton-bars';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { bookingWhen } from '@/lib/booking-when';
import { formatHours, formatMoney, telHref } from '@/lib/format';
import { useNowUntil } from '@/lib/use-now-until';
import { useCancelBooking } from '../api/cleaner-cancel-booking';
import { useConfirmBooking } from '../api/confirm-booking';
import { CompleteJobDialog } from './complete-job-dialog';
import { CancelConfirmedBooking, RescheduleRequest } from './confirmed-booking-actions';

/** Pending: Confirm or Cancel (cancel asks first). Each button is disabled while either request runs. */
function PendingActions({ booking, date, time }: { booking: Booking; date: string; time: string }) {
  const { t } = useTranslation();
  const confirm = useConfirmBooking();
  const cancel = useCancelBooking();
  const busy = confirm.isPending || cancel.isPending;
  return (
    <div className="grid grid-cols-2 gap-2">
      <ConfirmDialog
        trigger={
          <Button
            variant="outline"
            disabled={busy}
            aria-busy={cancel.isPending || undefined}
            aria-label={t('cleanerPortal.actions.cancelLabel', { service: booking.serviceName, date })}
          >
            {cancel.isPending ? <Spinner /> : <X aria-hidden />}
            {cancel.isPending ? t('cleanerPortal.actions.cancelling') : t('cleanerPortal.actions.cancel')}
          </Button>
        }
        title={t('cleanerPortal.actions.cancelTitle')}
        description={t('cleanerPortal.actions.cancelBody', {
          customer: booking.customer.fullName,
          date,
          time,
        })}
        cancelLabel={t('cleanerPortal.actions.cancelKeep')}
        confirmLabel={t('cleanerPortal.actions.cancelConfirm')}
        destructive
        onConfirm={() => cancel.mutate(booking.id)}
      />
      <Button
        disabled={busy}
        aria-busy={confirm.isPending || undefined}
        onClick={() => confirm.mutate(booking.id)}
        aria-label={t('cleanerPortal.actions.confirmLabel', { service: booking.serviceName, date })}
      >
        {confirm.isPending ? <Spinner /> : <Check aria-hidden />}
        {confirm.isPending ? t('cleanerPortal.actions.confirming') : t('cleanerPortal.actions.confirm')}
      </Button>
    </div>
  );
}

/** Complete Job, offered from the booking's start on: the rule the server holds it to (409 before). */
function CompleteAction({ booking, date }: { booking: Booking; date: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const startsAt = new Date(booking.startsAt);
  const now = useNowUntil(startsAt);
  if (!canCompleteAt(startsAt, now)) return null;
  return (
    <>
      <Button
        className="w-full"
        onClick={() => setOpen(true)}
        aria-label={t('cleanerPortal.actions.completeLabel', { service: booking.serviceName, date })}
      >
        <ClipboardCheck aria-hidden />
        {t('cleanerPortal.actions.complete')}
      </Button>
      <CompleteJobDialog booking={booking} open={open} onOpenChange={setOpen} />
    </>
  );
}

/**
 * One of the cleaner's bookings: service, local date and time, customer with a tap-to-call phone,
 * address, total and the cleaner's earnings, status, a failed payment, and the actions its status allows.
 */
export function PortalBookingCard({ booking }: { booking: Booking }) {
  const { t } = useTranslation();
  const { date, time } = bookingWhen(booking);
  const figures = bookingFigures(booking);
  const phone = booking.customer.phone;
  const headingId = `portal-booking-${booking.id}`;

  return (
    <Card aria-labelledby={headingId} role="article" className="flex flex-col gap-3 p-4 sm:p-5">
      <BookingCardHeading
        id={headingId}
        title={booking.serviceName}
        when={t('cleanerPortal.bookings.when', { date, time })}
        badges={
          <div className="flex flex-col items-end gap-1">
            <BookingStatusBadge status={booking.status} />
            <PaymentPendingBadge booking={booking} />
            <SeriesBadge booking={booking} />
          </div>
        }
      />

      <div className="flex flex-col gap-1.5 text-sm">
        <CustomerLine label={t('cleanerPortal.bookings.customer')} name={booking.customer.fullName} />
        <p className="flex items-center gap-1.5">
          <Phone aria-hidden className="size-4 shrink-0 text-muted-foreground" />
          {phone ? (
            <a
              href={telHref(phone)}
              aria-label={t('cleanerPortal.bookings.call', { name: booking.customer.fullName, phone })}
              className="-my-2 inline-flex min-h-11 items-center font-medium text-primary tabular underline-offset-4 hover:underline"
            >
              {phone}
            </a>
          ) : (
            <span className="text-muted-foreground">
              {booking.status === 'pending'
                ? t('cleanerPortal.bookings.phoneAfterConfirm')
                : t('cleanerPortal.bookings.noPhone')}
            </span>
          )}
        </p>
        <AddressLine label={t('cleanerPortal.bookings.address')} address={booking.customerAddress} />
      </div>

      <dl className="grid grid-cols-2 gap-3 border-border/70 border-t pt-3">
        <CardFigure
          label={figures.final ? t('cleanerPortal.bookings.finalTotal') : t('cleanerPortal.bookings.total')}
        >
          {formatMoney(figures.totalCents, booking.currency)}
        </CardFigure>
        <CardFigure label={t('cleanerPortal.bookings.earnings')} className="text-status-completed">
          {formatMoney(figures.cleanerEarningsCents, booking.currency)}
        </CardFigure>
        <div className="col-span-2 text-muted-foreground text-xs tabular">
          <dt className="sr-only">{t('cleanerPortal.complete.booked')}</dt>
          <dd>
            {booking.actualHoursWorked !== null
              ? t('cleanerPortal.bookings.worked', { hours: formatHours(booking.actualHoursWorked) })
              : t('cleanerPortal.bookings.duration', { hours: formatHours(booking.durationHours) })}
          </dd>
        </div>
      </dl>

      {booking.status === 'pending' ? <PendingActions booking={booking} date={date} time={time} /> : null}
      {booking.status === 'confirmed' ? (
        <>
          <RescheduleRequest booking={booking} />
          <CompleteAction booking={booking} date={date} />
          <CancelConfirmedBooking booking={booking} date={date} />
        </>
      ) : null}
    </Card>
  );
}

export function PortalBookingCardSkeleton() {
  return (
    <BookingCardPlaceholder>
      <SkeletonBars className="flex flex-col gap-3" bars={['h-4 w-32', 'h-4 w-40', 'h-4 w-60']} />
      <SkeletonBars className="grid grid-cols-2 gap-3 pt-2" bars={['h-9 w-24', 'h-9 w-24']} />
      <SkeletonBars className="grid grid-cols-2 gap-2" bars={['h-11 rounded-xl', 'h-11 rounded-xl']} />
    </BookingCardPlaceholder>
  );
}
