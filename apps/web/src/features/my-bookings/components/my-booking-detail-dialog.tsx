import type { Booking } from '@limpa/contracts';
import { bookingTotalCents, countryForCurrency, hasFinalFigures } from '@limpa/domain';
import { CalendarDays, CircleCheck } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { BookingConversation } from '@/components/booking/booking-conversation';
import {
  BookingDetailDialog,
  BookingDetailHeader,
  type OpenBookingProps,
} from '@/components/booking/booking-detail-dialog';
import { BookingStatusBadge } from '@/components/booking/booking-status-badge';
import { ChargesList } from '@/components/booking/charges-list';
import { DetailItem, DetailSection, PriceRow } from '@/components/booking/detail-list';
import { PaymentStatusBadge } from '@/components/booking/payment-status-badge';
import { AddedTaxRows, appliedTaxLines, IncludedTaxRows } from '@/components/booking/tax-rows';
import { ReportDialog } from '@/components/report/report-dialog';
import { Avatar } from '@/components/ui/avatar';
import { homeTypeText } from '@/lib/booking-names';
import { bookingWhen } from '@/lib/booking-when';
import { estimatedTimeLabel } from '@/lib/estimated-time';
import { formatMoney, telHref } from '@/lib/format';
import { zoneName } from '@/lib/zone-name';
import { useBooking } from '../api/get-booking';
import { BookingLifecyclePanel } from './booking-lifecycle-panel';
import { BookingReceipts } from './booking-receipts';
import { CancelBookingButton } from './cancel-booking-button';
import { NoShowSection } from './no-show-section';
import { PaymentActionBanner } from './payment-action-banner';
import { ReviewForm } from './review-form';
import { SeriesSection } from './series-section';

// Only completed bookings can carry a complaint (decision 070): its form loads when one is opened.
const ComplaintSection = lazy(() =>
  import('./complaint-section').then((m) => ({ default: m.ComplaintSection })),
);
// So is a tip (decision 076): its chips and confirmation load with the first completed booking opened.
const TipSection = lazy(() => import('./tip-section').then((m) => ({ default: m.TipSection })));

/** A booking's full detail (also opened by `?booking=<id>`): place, cleaner, prices, payment, actions. */
export function MyBookingDetailDialog(props: OpenBookingProps) {
  const { t } = useTranslation();
  const texts = {
    loading: t('myBookings.detail.loading'),
    loadingBody: t('common.loading'),
    notFound: t('myBookings.detail.notFound'),
    notFoundBody: t('myBookings.detail.notFoundBody'),
    loadFailed: t('myBookings.loadFailed'),
    loadFailedBody: t('myBookings.retry'),
  };
  return (
    <BookingDetailDialog
      {...props}
      closeLabel={t('myBookings.detail.close')}
      useBooking={useBooking}
      texts={texts}
      quietFailureBody
    >
      {(booking) => <BookingDetailBody booking={booking} />}
    </BookingDetailDialog>
  );
}

function BookingDetailBody({ booking }: { booking: Booking }) {
  const { t } = useTranslation();
  const { date, time } = bookingWhen(booking);
  const money = (cents: number) => formatMoney(cents, booking.currency);
  const cleanerName = booking.cleaner?.fullName || null;
  const cleanerPhone = booking.cleaner?.phone?.trim() || null;

  return (
    <div className="flex flex-col">
      <BookingDetailHeader
        badges={<BookingStatusBadge status={booking.status} className="self-start" />}
        title={booking.serviceName}
        summary={
          <>
            <CalendarDays aria-hidden className="size-4 shrink-0 text-muted-foreground" />
            {t('myBookings.when', { date, time })}
          </>
        }
        note={t('myBookings.detail.timesNote', { zone: zoneName(booking.timeZone) })}
      />

      <div className="flex flex-col gap-6 p-6">
        <dl className="grid grid-cols-2 gap-4 text-sm">
          <DetailItem wide label={t('myBookings.detail.address')}>
            {booking.customerAddress}
          </DetailItem>
          <DetailItem wide label={t('myBookings.detail.cleaner')}>
            <span className="flex items-center gap-2">
              <Avatar name={cleanerName} src={booking.cleaner?.avatarUrl} className="size-9 ring-0" />
              <span className="font-medium">{cleanerName ?? t('myBookings.noCleaner')}</span>
            </span>
          </DetailItem>
          {cleanerPhone ? (
            <DetailItem wide label={t('myBookings.detail.cleanerPhone')}>
              <a href={telHref(cleanerPhone)} className="text-primary underline-offset-4 hover:underline">
                {cleanerPhone}
              </a>
            </DetailItem>
          ) : null}
          <DetailItem label={t('myBookings.detail.propertyType')}>
            {homeTypeText(t, booking.homeType, countryForCurrency(booking.currency))}
          </DetailItem>
          <DetailItem label={t('myBookings.detail.recurring')}>
            {booking.seriesId
              ? t('myBookings.detail.recurringEvery', { count: booking.seriesEveryWeeks ?? 1 })
              : booking.isRecurring
                ? t('myBookings.detail.recurringYes')
                : t('myBookings.detail.recurringNo')}
          </DetailItem>
          <DetailItem wide label={t('myBookings.detail.estimatedTime')}>
            {estimatedTimeLabel(t, booking.estimatedTime)}
          </DetailItem>
          {booking.specialInstructions ? (
            <DetailItem wide label={t('myBookings.detail.instructions')}>
              <span className="whitespace-pre-line">{booking.specialInstructions}</span>
            </DetailItem>
          ) : null}
        </dl>

        {booking.cleaner ? (
          <BookingConversation
            booking={booking}
            viewerSide="customer"
            otherName={cleanerName ?? t('myBookings.detail.cleaner')}
          />
        ) : null}

        <DetailSection id="booking-price-heading" title={t('myBookings.detail.priceHeading')}>
          <dl className="flex flex-col gap-1.5 rounded-xl bg-muted/60 p-4 text-sm">
            <PriceRow label={t('myBookings.detail.basePrice')} value={money(booking.basePriceCents)} />
            {booking.addOns.length > 0 ? (
              <>
                {booking.addOns.map((addOn) => (
                  <PriceRow
                    key={addOn.id}
                    label={addOn.name}
                    value={money(addOn.priceCents)}
                    variant="item"
                  />
                ))}
                <PriceRow
                  label={t('myBookings.detail.addOnsTotal')}
                  value={money(booking.addOnsTotalCents)}
                />
              </>
            ) : null}
            {booking.overtimeFeeCents ? (
              <PriceRow label={t('myBookings.detail.overtime')} value={money(booking.overtimeFeeCents)} />
            ) : null}
            <AddedTaxRows {...appliedTaxLines(booking)} />
            <PriceRow
              variant="strong"
              className="mt-1 border-border border-t pt-2"
              label={
                hasFinalFigures(booking) ? t('myBookings.detail.finalTotal') : t('myBookings.detail.total')
              }
              value={money(bookingTotalCents(booking))}
            />
            <IncludedTaxRows {...appliedTaxLines(booking)} />
          </dl>
        </DetailSection>

        <DetailSection id="booking-payment-heading" title={t('myBookings.detail.paymentHeading')}>
          <dl className="flex flex-col gap-2 text-sm">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <dt className="text-muted-foreground">{t('myBookings.detail.paymentStatus')}</dt>
              <dd>
                <PaymentStatusBadge
                  status={booking.paymentStatus}
                  label={t(`myBookings.payment.${booking.paymentStatus}`)}
                />
              </dd>
            </div>
            {booking.refundedCents > 0 && booking.paymentStatus !== 'refunded' ? (
              <div className="flex flex-wrap items-center justify-between gap-2">
                <dt className="text-muted-foreground">{t('myBookings.detail.refunds')}</dt>
                <dd className="font-medium tabular">
                  {t('myBookings.detail.partiallyRefunded', { amount: money(booking.refundedCents) })}
                </dd>
              </div>
            ) : null}
            {booking.charges.length > 0 ? (
              <div className="flex flex-col gap-1.5">
                <dt className="text-muted-foreground">{t('myBookings.detail.charges')}</dt>
                <dd>
                  <ChargesList
                    booking={booking}
                    kindLabel={(kind) => t(`myBookings.charge.${kind}`)}
                    statusLabel={(status) => t(`myBookings.charge.${status}`)}
                  />
                </dd>
              </div>
            ) : null}
          </dl>
          <PaymentActionBanner booking={booking} />
        </DetailSection>
        <BookingReceipts booking={booking} />

        {booking.seriesId ? <SeriesSection seriesId={booking.seriesId} currency={booking.currency} /> : null}
        <BookingLifecyclePanel booking={booking} />

        {booking.canCustomerCancel ? <CancelBookingButton booking={booking} /> : null}
        <NoShowSection booking={booking} />

        {booking.status === 'completed' && (booking.tip || booking.tipUntil) ? (
          <Suspense fallback={null}>
            <TipSection booking={booking} />
          </Suspense>
        ) : null}

        {booking.status === 'completed' ? (
          <Suspense fallback={null}>
            <ComplaintSection bookingId={booking.id} currency={booking.currency} />
          </Suspense>
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

        {/* Anyone one had a booking with may be reported to the team (decision 072). */}
        {booking.cleaner ? (
          <ReportDialog
            target={{ userId: booking.cleaner.userId, name: cleanerName ?? t('myBookings.detail.cleaner') }}
            className="self-start text-muted-foreground"
          />
        ) : null}
      </div>
    </div>
  );
}
