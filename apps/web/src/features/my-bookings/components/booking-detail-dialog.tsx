import type { Booking } from '@limpa/contracts';
import { CalendarDays, CircleCheck, Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/ui/avatar';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api-client';
import { bookingWhen } from '@/lib/booking-when';
import { cn } from '@/lib/cn';
import { formatMoney } from '@/lib/format';
import { useBooking } from '../api/get-booking';
import { isFinalTotal, payableCents } from '../booking-format';
import { BookingStatusBadge } from './booking-status-badge';
import { CancelBookingButton } from './cancel-booking-button';
import { ReviewForm } from './review-form';

interface BookingDetailDialogProps {
  bookingId: string | null;
  onClose: () => void;
}

/** A booking's full detail (also opened by `?booking=<id>`): place, cleaner, prices, payment, actions. */
export function BookingDetailDialog({ bookingId, onClose }: BookingDetailDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={bookingId !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        closeLabel={t('myBookings.detail.close')}
        className="max-h-[calc(100dvh-2rem)] max-w-lg overflow-y-auto p-0"
      >
        {bookingId ? <BookingDetail bookingId={bookingId} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function BookingDetail({ bookingId }: { bookingId: string }) {
  const { t } = useTranslation();
  const query = useBooking(bookingId);

  if (query.data) return <BookingDetailBody booking={query.data} />;

  if (query.isError) {
    const missing = isApiError(query.error) && (query.error.status === 404 || query.error.status === 400);
    return (
      <div className="flex flex-col gap-2 p-6 pr-14">
        <DialogTitle>{missing ? t('myBookings.detail.notFound') : t('myBookings.loadFailed')}</DialogTitle>
        <DialogDescription className={missing ? undefined : 'sr-only'}>
          {missing ? t('myBookings.detail.notFoundBody') : t('myBookings.retry')}
        </DialogDescription>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-4 p-6">
      <DialogTitle className="sr-only">{t('myBookings.detail.loading')}</DialogTitle>
      <DialogDescription className="sr-only">{t('common.loading')}</DialogDescription>
      <Skeleton className="h-6 w-40" />
      <Skeleton className="h-4 w-56" />
      <Skeleton className="h-24 w-full" />
      <Skeleton className="h-32 w-full" />
    </div>
  );
}

function BookingDetailBody({ booking }: { booking: Booking }) {
  const { t } = useTranslation();
  const { date, time } = bookingWhen(booking);
  const money = (cents: number) => formatMoney(cents, booking.currency);
  const cleanerName = booking.cleaner?.fullName || null;
  const cancellable = booking.status === 'pending' || booking.status === 'confirmed';

  return (
    <div className="flex flex-col">
      <header className="flex flex-col gap-2 border-border/70 border-b p-6 pr-14">
        <BookingStatusBadge status={booking.status} className="self-start" />
        <DialogTitle className="text-xl">{booking.serviceName}</DialogTitle>
        <DialogDescription className="flex items-center gap-1.5 font-medium text-foreground tabular">
          <CalendarDays aria-hidden className="size-4 shrink-0 text-muted-foreground" />
          {t('myBookings.when', { date, time })}
        </DialogDescription>
        <p className="text-muted-foreground text-xs">
          {t('myBookings.detail.timesNote', { zone: booking.timeZone.replaceAll('_', ' ') })}
        </p>
      </header>

      <div className="flex flex-col gap-6 p-6">
        <dl className="grid grid-cols-2 gap-4 text-sm">
          <Item wide label={t('myBookings.detail.address')}>
            {booking.customerAddress}
          </Item>
          <Item wide label={t('myBookings.detail.cleaner')}>
            <span className="flex items-center gap-2">
              <Avatar name={cleanerName} src={booking.cleaner?.avatarUrl} className="size-9 ring-0" />
              <span className="font-medium">{cleanerName ?? t('myBookings.noCleaner')}</span>
            </span>
          </Item>
          <Item label={t('myBookings.detail.propertyType')}>
            {t(`myBookings.homeTypes.${booking.homeType}`)}
          </Item>
          <Item label={t('myBookings.detail.recurring')}>
            {booking.isRecurring ? t('myBookings.detail.recurringYes') : t('myBookings.detail.recurringNo')}
          </Item>
          <Item wide label={t('myBookings.detail.estimatedTime')}>
            {booking.estimatedTime}
          </Item>
          {booking.specialInstructions ? (
            <Item wide label={t('myBookings.detail.instructions')}>
              <span className="whitespace-pre-line">{booking.specialInstructions}</span>
            </Item>
          ) : null}
        </dl>

        <section aria-labelledby="booking-price-heading" className="flex flex-col gap-2">
          <h3 id="booking-price-heading" className="font-semibold">
            {t('myBookings.detail.priceHeading')}
          </h3>
          <dl className="flex flex-col gap-1.5 rounded-xl bg-muted/60 p-4 text-sm">
            <Row label={t('myBookings.detail.basePrice')} value={money(booking.basePriceCents)} />
            {booking.addOns.length > 0 ? (
              <>
                {booking.addOns.map((addOn) => (
                  <Row key={addOn.id} label={addOn.name} value={money(addOn.priceCents)} muted />
                ))}
                <Row label={t('myBookings.detail.addOnsTotal')} value={money(booking.addOnsTotalCents)} />
              </>
            ) : null}
            {booking.overtimeFeeCents ? (
              <Row label={t('myBookings.detail.overtime')} value={money(booking.overtimeFeeCents)} />
            ) : null}
            <Row
              strong
              className="mt-1 border-border border-t pt-2"
              label={isFinalTotal(booking) ? t('myBookings.detail.finalTotal') : t('myBookings.detail.total')}
              value={money(payableCents(booking))}
            />
          </dl>
        </section>

        <section aria-labelledby="booking-payment-heading" className="flex flex-col gap-2">
          <h3 id="booking-payment-heading" className="font-semibold">
            {t('myBookings.detail.paymentHeading')}
          </h3>
          <dl className="flex flex-col gap-2 text-sm">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <dt className="text-muted-foreground">{t('myBookings.detail.paymentStatus')}</dt>
              <dd>
                <span
                  className={cn(
                    'inline-flex rounded-lg px-2.5 py-0.5 font-semibold text-xs leading-5',
                    PAYMENT_CLASS[booking.paymentStatus],
                  )}
                >
                  {t(`myBookings.payment.${booking.paymentStatus}`)}
                </span>
              </dd>
            </div>
            {booking.charges.length > 0 ? (
              <div className="flex flex-col gap-1.5">
                <dt className="text-muted-foreground">{t('myBookings.detail.charges')}</dt>
                <dd>
                  <ul className="flex flex-col divide-y divide-border/70 rounded-xl border border-border/70">
                    {booking.charges.map((charge) => (
                      <li
                        key={`${charge.kind}-${charge.createdAt}-${charge.reference ?? ''}`}
                        className="flex items-center justify-between gap-3 px-3 py-2"
                      >
                        <span className="flex flex-col">
                          <span className="font-medium">{t(`myBookings.charge.${charge.kind}`)}</span>
                          <span className="text-muted-foreground text-xs">
                            {new Intl.DateTimeFormat('en-CA', {
                              dateStyle: 'medium',
                              timeZone: booking.timeZone,
                            }).format(new Date(charge.createdAt))}
                            {' · '}
                            <span
                              className={
                                charge.status === 'failed' ? 'font-medium text-status-failed' : undefined
                              }
                            >
                              {t(`myBookings.charge.${charge.status}`)}
                            </span>
                          </span>
                        </span>
                        <span className="font-semibold tabular">{money(charge.amountCents)}</span>
                      </li>
                    ))}
                  </ul>
                </dd>
              </div>
            ) : null}
          </dl>
        </section>

        {booking.canCustomerCancel ? (
          <CancelBookingButton booking={booking} />
        ) : cancellable ? (
          <p className="flex gap-2 rounded-xl bg-status-pending-bg p-3 text-sm text-status-pending">
            <Info aria-hidden className="mt-0.5 size-4 shrink-0" />
            {t('myBookings.cancel.tooLate')}
          </p>
        ) : null}

        {booking.status === 'completed' ? (
          booking.hasReview ? (
            <p className="flex gap-2 rounded-xl bg-status-completed-bg p-3 text-sm text-status-completed">
              <CircleCheck aria-hidden className="mt-0.5 size-4 shrink-0" />
              {t('myBookings.review.done')}
            </p>
          ) : (
            <div className="border-border/70 border-t pt-5">
              <ReviewForm bookingId={booking.id} cleanerName={cleanerName} />
            </div>
          )
        ) : null}
      </div>
    </div>
  );
}

const PAYMENT_CLASS: Record<Booking['paymentStatus'], string> = {
  unpaid: 'bg-muted text-foreground',
  paid: 'status-completed',
  failed: 'status-failed',
  refunded: 'status-cancelled',
};

function Item({ label, wide, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={cn('flex flex-col gap-1', wide && 'col-span-2')}>
      <dt className="text-muted-foreground text-xs">{label}</dt>
      <dd className="font-medium">{children}</dd>
    </div>
  );
}

interface RowProps {
  label: string;
  value: string;
  muted?: boolean;
  strong?: boolean;
  className?: string;
}

function Row({ label, value, muted, strong, className }: RowProps) {
  return (
    <div className={cn('flex items-baseline justify-between gap-3', className)}>
      <dt className={cn(muted && 'pl-3 text-muted-foreground', strong && 'font-semibold text-base')}>
        {label}
      </dt>
      <dd className={cn('tabular', strong ? 'font-bold text-base' : 'font-medium')}>{value}</dd>
    </div>
  );
}
