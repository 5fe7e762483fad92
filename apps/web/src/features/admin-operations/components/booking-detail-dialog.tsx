import type { Booking } from '@limpa/contracts';
import { Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/ui/avatar';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { formatMoney } from '@/lib/format';
import { useAdminBooking } from '../api/get-admin-booking';
import { bookingAmountCents, bookingSplit, bookingStart, formatDateTime, shortId } from '../format';
import { CopyIdButton } from './copy-id-button';
import { BookingStatusBadge, PaymentStatusBadge } from './status-badges';

interface BookingDetailDialogProps {
  bookingId: string | null;
  onClose: () => void;
}

/** Everything about one booking (`?booking=<id>`): place, parties, prices, split, overtime and charges. */
export function BookingDetailDialog({ bookingId, onClose }: BookingDetailDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={bookingId !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        closeLabel={t('adminOperations.common.close')}
        className="max-h-[calc(100dvh-2rem)] max-w-2xl gap-0 overflow-y-auto p-0"
      >
        {bookingId ? <BookingDetail bookingId={bookingId} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function BookingDetail({ bookingId }: { bookingId: string }) {
  const { t } = useTranslation();
  const query = useAdminBooking(bookingId);

  if (query.data) return <BookingDetailBody booking={query.data} />;

  if (query.isError) {
    const missing = isApiError(query.error) && (query.error.status === 404 || query.error.status === 400);
    return (
      <div className="flex flex-col gap-2 p-6 pr-14">
        <DialogTitle>
          {missing ? t('adminOperations.detail.notFound') : t('adminOperations.detail.loadFailed')}
        </DialogTitle>
        <DialogDescription>
          {missing ? t('adminOperations.detail.notFoundBody') : t('adminOperations.common.loadFailedBody')}
        </DialogDescription>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-4 p-6">
      <DialogTitle className="sr-only">{t('adminOperations.detail.loading')}</DialogTitle>
      <DialogDescription className="sr-only">{t('adminOperations.common.loading')}</DialogDescription>
      <Skeleton className="h-6 w-40" />
      <Skeleton className="h-4 w-56" />
      <Skeleton className="h-28 w-full" />
      <Skeleton className="h-40 w-full" />
    </div>
  );
}

function BookingDetailBody({ booking }: { booking: Booking }) {
  const { t } = useTranslation();
  const { date, time } = bookingStart(booking);
  const money = (cents: number) => formatMoney(cents, booking.currency);
  const split = bookingSplit(booking);
  const completedWithFinal = booking.status === 'completed' && booking.finalTotalCents !== null;
  const zone = booking.timeZone.replaceAll('_', ' ');

  return (
    <div className="flex flex-col">
      <header className="flex flex-col gap-2 border-border/70 border-b p-6 pr-14">
        <div className="flex flex-wrap gap-1.5">
          <BookingStatusBadge status={booking.status} />
          <PaymentStatusBadge status={booking.paymentStatus} />
        </div>
        <DialogTitle className="text-xl">
          {t('adminOperations.detail.title', { id: shortId(booking.id) })}
        </DialogTitle>
        <DialogDescription className="font-medium text-foreground tabular">
          {t('adminOperations.detail.summary', { service: booking.serviceName, date, time })}
        </DialogDescription>
      </header>

      <div className="flex flex-col gap-6 p-6">
        <Section id="booking-detail-overview" title={t('adminOperations.detail.overview')}>
          <dl className="grid grid-cols-1 gap-4 text-sm sm:grid-cols-2">
            <Item wide label={t('adminOperations.detail.id')}>
              <CopyIdButton id={booking.id} full className="-ml-2" />
            </Item>
            <Item label={t('adminOperations.detail.when')}>
              <span className="tabular">{t('adminOperations.bookings.when', { date, time })}</span>
              <span className="block font-normal text-muted-foreground text-xs">
                {t('adminOperations.detail.timeZone', { zone })}
              </span>
            </Item>
            <Item label={t('adminOperations.detail.duration')}>
              {t('adminOperations.detail.hours', { count: booking.durationHours })}
              <span className="block font-normal text-muted-foreground text-xs">{booking.estimatedTime}</span>
            </Item>
            <Item label={t('adminOperations.detail.property')}>
              {t(`adminOperations.homeTypes.${booking.homeType}`)}
            </Item>
            <Item label={t('adminOperations.detail.frequency')}>
              {booking.isRecurring
                ? t('adminOperations.detail.recurring')
                : t('adminOperations.detail.oneTime')}
            </Item>
            <Item wide label={t('adminOperations.detail.address')}>
              {booking.customerAddress}
            </Item>
            {booking.selectedRooms.length > 0 ? (
              <Item wide label={t('adminOperations.detail.rooms')}>
                {booking.selectedRooms
                  .map((room) =>
                    t('adminOperations.detail.room', { count: room.count, type: room.type, size: room.size }),
                  )
                  .join(', ')}
              </Item>
            ) : null}
            {booking.extras.length > 0 ? (
              <Item wide label={t('adminOperations.detail.extras')}>
                {booking.extras.join(', ')}
              </Item>
            ) : null}
            {booking.specialInstructions ? (
              <Item wide label={t('adminOperations.detail.instructions')}>
                <span className="whitespace-pre-line">{booking.specialInstructions}</span>
              </Item>
            ) : null}
            <Item label={t('adminOperations.detail.created')}>
              <span className="tabular">{formatDateTime(booking.createdAt)}</span>
            </Item>
          </dl>
        </Section>

        <Section id="booking-detail-people" title={t('adminOperations.detail.people')}>
          <ul className="grid gap-3 sm:grid-cols-2">
            <Party role={t('adminOperations.detail.customer')} party={booking.customer} />
            {booking.cleaner ? (
              <Party role={t('adminOperations.detail.provider')} party={booking.cleaner} />
            ) : (
              <li className="flex items-center rounded-xl border border-border/70 p-3 text-muted-foreground text-sm">
                {t('adminOperations.bookings.noCleaner')}
              </li>
            )}
          </ul>
        </Section>

        <Section id="booking-detail-price" title={t('adminOperations.detail.price')}>
          <dl className="flex flex-col gap-1.5 rounded-xl bg-muted/60 p-4 text-sm">
            <Row label={t('adminOperations.detail.basePrice')} value={money(booking.basePriceCents)} />
            {booking.addOns.map((addOn) => (
              <Row key={addOn.id} label={addOn.name} value={money(addOn.priceCents)} muted />
            ))}
            {booking.addOns.length > 0 ? (
              <Row label={t('adminOperations.detail.addOnsTotal')} value={money(booking.addOnsTotalCents)} />
            ) : (
              <Row label={t('adminOperations.detail.addOns')} value={t('adminOperations.detail.noAddOns')} />
            )}
            <Row
              strong={!completedWithFinal}
              className="mt-1 border-border border-t pt-2"
              label={t('adminOperations.detail.total')}
              value={money(booking.totalAmountCents)}
            />
            {booking.actualHoursWorked !== null ? (
              <>
                <Row
                  label={t('adminOperations.detail.hoursWorked')}
                  value={t('adminOperations.detail.hours', { count: booking.actualHoursWorked })}
                />
                <Row
                  label={t('adminOperations.detail.overtime')}
                  value={
                    booking.overtimeMinutes
                      ? t('adminOperations.detail.overtimeMinutes', { count: booking.overtimeMinutes })
                      : t('adminOperations.detail.noOvertime')
                  }
                  muted
                />
                <Row
                  label={t('adminOperations.detail.overtimeFee')}
                  value={money(booking.overtimeFeeCents ?? 0)}
                  muted
                />
              </>
            ) : null}
            {completedWithFinal ? (
              <Row
                strong
                className="mt-1 border-border border-t pt-2"
                label={t('adminOperations.detail.finalTotal')}
                value={money(bookingAmountCents(booking))}
              />
            ) : null}
          </dl>
          <dl className="grid grid-cols-2 gap-3 text-sm">
            <div className="flex flex-col gap-0.5 rounded-xl border border-border/70 p-3">
              <dt className="text-muted-foreground text-xs">{t('adminOperations.detail.platformFee')}</dt>
              <dd className="font-semibold tabular">{money(split.feeCents)}</dd>
            </div>
            <div className="flex flex-col gap-0.5 rounded-xl border border-border/70 p-3">
              <dt className="text-muted-foreground text-xs">{t('adminOperations.detail.earnings')}</dt>
              <dd className="font-semibold tabular">{money(split.earningsCents)}</dd>
            </div>
          </dl>
          <p className="text-muted-foreground text-xs">
            {split.final ? t('adminOperations.detail.splitFinal') : t('adminOperations.detail.splitEstimate')}
          </p>
        </Section>

        <Section id="booking-detail-payment" title={t('adminOperations.detail.payment')}>
          {booking.charges.length === 0 ? (
            <p className="text-muted-foreground text-sm">
              {booking.paymentMethodId
                ? t('adminOperations.detail.noCharges')
                : t('adminOperations.detail.noPaymentMethod')}
            </p>
          ) : (
            <ul
              aria-label={t('adminOperations.detail.charges')}
              className="flex flex-col divide-y divide-border/70 rounded-xl border border-border/70"
            >
              {booking.charges.map((charge) => (
                <li
                  key={`${charge.kind}-${charge.createdAt}-${charge.reference ?? ''}`}
                  className="flex items-start justify-between gap-3 px-3 py-2.5 text-sm"
                >
                  <span className="flex min-w-0 flex-col gap-0.5">
                    <span className="flex flex-wrap items-center gap-2">
                      <span className="font-medium">{t(`adminOperations.charge.${charge.kind}`)}</span>
                      <span
                        className={cn(
                          'rounded-md px-1.5 font-semibold text-xs leading-5',
                          CHARGE_CLASS[charge.status],
                        )}
                      >
                        {t(`adminOperations.charge.${charge.status}`)}
                      </span>
                    </span>
                    <span className="text-muted-foreground text-xs tabular">
                      {formatDateTime(charge.createdAt)}
                    </span>
                    <span className="break-all font-mono text-muted-foreground text-xs">
                      {charge.reference
                        ? t('adminOperations.detail.reference', { reference: charge.reference })
                        : t('adminOperations.detail.noReference')}
                    </span>
                  </span>
                  <span className="shrink-0 font-semibold tabular">{money(charge.amountCents)}</span>
                </li>
              ))}
            </ul>
          )}
        </Section>
      </div>
    </div>
  );
}

const CHARGE_CLASS: Record<Booking['charges'][number]['status'], string> = {
  pending: 'status-pending',
  succeeded: 'status-completed',
  failed: 'status-failed',
};

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h3 id={id} className="font-semibold">
        {title}
      </h3>
      {children}
    </section>
  );
}

function Party({ role, party }: { role: string; party: NonNullable<Booking['cleaner']> }) {
  const { t } = useTranslation();
  return (
    <li className="flex items-center gap-3 rounded-xl border border-border/70 p-3">
      <Avatar name={party.fullName} src={party.avatarUrl} className="size-10 ring-0" />
      <span className="flex min-w-0 flex-col gap-0.5 text-sm">
        <span className="text-muted-foreground text-xs">{role}</span>
        <span className="truncate font-semibold">{party.fullName}</span>
        {party.phone ? (
          <a
            href={`tel:${party.phone.replace(/[^\d+]/g, '')}`}
            className="inline-flex items-center gap-1 text-primary tabular underline-offset-4 hover:underline"
          >
            <Phone aria-hidden className="size-3.5" />
            {party.phone}
          </a>
        ) : (
          <span className="text-muted-foreground text-xs">{t('adminOperations.detail.noPhone')}</span>
        )}
      </span>
    </li>
  );
}

function Item({ label, wide, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={cn('flex min-w-0 flex-col gap-1', wide && 'sm:col-span-2')}>
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
      <dd className={cn('text-right tabular', strong ? 'font-bold text-base' : 'font-medium')}>{value}</dd>
    </div>
  );
}
