import type { Booking } from '@limpa/contracts';
import { countryForCurrency } from '@limpa/domain';
import { Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  BookingDetailDialog,
  BookingDetailHeader,
  type OpenBookingProps,
} from '@/components/booking/booking-detail-dialog';
import { BookingStatusBadge } from '@/components/booking/booking-status-badge';
import { DetailItem, DetailSection } from '@/components/booking/detail-list';
import { PaymentStatusBadge } from '@/components/booking/payment-status-badge';
import { Avatar } from '@/components/ui/avatar';
import { homeTypeText } from '@/lib/booking-names';
import { estimatedTimeLabel } from '@/lib/estimated-time';
import { zoneName } from '@/lib/zone-name';
import { useAdminBooking } from '../api/get-admin-booking';
import { bookingStart, formatDateTime, shortId } from '../operations-format';
import { AdminChargesSection } from './admin-charges-section';
import { AdminNoShowSection } from './admin-no-show-section';
import { AdminPriceSection } from './admin-price-section';
import { BookingLifecycleActions } from './booking-lifecycle-actions';
import { BookingMoneyActions } from './booking-money-actions';
import { CopyIdButton } from './copy-id-button';

/** Everything about one booking (`?booking=<id>`): place, parties, prices, split, overtime and charges. */
export function AdminBookingDetailDialog(props: OpenBookingProps) {
  const { t } = useTranslation();
  const texts = {
    loading: t('adminOperations.detail.loading'),
    loadingBody: t('adminOperations.common.loading'),
    notFound: t('adminOperations.detail.notFound'),
    notFoundBody: t('adminOperations.detail.notFoundBody'),
    loadFailed: t('adminOperations.detail.loadFailed'),
    loadFailedBody: t('adminOperations.common.loadFailedBody'),
  };
  return (
    <BookingDetailDialog
      {...props}
      closeLabel={t('adminOperations.common.close')}
      className="max-w-2xl gap-0"
      useBooking={useAdminBooking}
      texts={texts}
    >
      {(booking) => <BookingDetailBody booking={booking} />}
    </BookingDetailDialog>
  );
}

function BookingDetailBody({ booking }: { booking: Booking }) {
  const { t } = useTranslation();
  const { date, time } = bookingStart(booking);
  const zone = zoneName(booking.timeZone);

  return (
    <div className="flex flex-col">
      <BookingDetailHeader
        badges={
          <div className="flex flex-wrap gap-1.5">
            <BookingStatusBadge status={booking.status} />
            <PaymentStatusBadge status={booking.paymentStatus} />
          </div>
        }
        title={t('adminOperations.detail.title', { id: shortId(booking.id) })}
        summary={t('adminOperations.detail.summary', { service: booking.serviceName, date, time })}
      />

      <div className="flex flex-col gap-6 p-6">
        <DetailSection
          className="gap-3"
          id="booking-detail-overview"
          title={t('adminOperations.detail.overview')}
        >
          <dl className="grid grid-cols-1 gap-4 text-sm sm:grid-cols-2">
            <DetailItem wide label={t('adminOperations.detail.id')}>
              <CopyIdButton id={booking.id} full className="-ml-2" />
            </DetailItem>
            <DetailItem label={t('adminOperations.detail.when')}>
              <span className="tabular">{t('adminOperations.bookings.when', { date, time })}</span>
              <span className="block font-normal text-muted-foreground text-xs">
                {t('adminOperations.detail.timeZone', { zone })}
              </span>
            </DetailItem>
            <DetailItem label={t('adminOperations.detail.duration')}>
              {t('adminOperations.detail.hours', { count: booking.durationHours })}
              <span className="block font-normal text-muted-foreground text-xs">
                {estimatedTimeLabel(t, booking.estimatedTime)}
              </span>
            </DetailItem>
            <DetailItem label={t('adminOperations.detail.property')}>
              {homeTypeText(t, booking.homeType, countryForCurrency(booking.currency))}
            </DetailItem>
            <DetailItem label={t('adminOperations.detail.frequency')}>
              {booking.isRecurring
                ? t('adminOperations.detail.recurring')
                : t('adminOperations.detail.oneTime')}
            </DetailItem>
            <DetailItem wide label={t('adminOperations.detail.address')}>
              {booking.customerAddress}
            </DetailItem>
            {booking.selectedRooms.length > 0 ? (
              <DetailItem wide label={t('adminOperations.detail.rooms')}>
                {booking.selectedRooms
                  .map((room) =>
                    t('adminOperations.detail.room', { count: room.count, type: room.type, size: room.size }),
                  )
                  .join(', ')}
              </DetailItem>
            ) : null}
            {booking.extras.length > 0 ? (
              <DetailItem wide label={t('adminOperations.detail.extras')}>
                {booking.extras.join(', ')}
              </DetailItem>
            ) : null}
            {booking.specialInstructions ? (
              <DetailItem wide label={t('adminOperations.detail.instructions')}>
                <span className="whitespace-pre-line">{booking.specialInstructions}</span>
              </DetailItem>
            ) : null}
            <DetailItem label={t('adminOperations.detail.created')}>
              <span className="tabular">{formatDateTime(booking.createdAt)}</span>
            </DetailItem>
          </dl>
        </DetailSection>

        <DetailSection
          className="gap-3"
          id="booking-detail-people"
          title={t('adminOperations.detail.people')}
        >
          <ul className="grid gap-3 sm:grid-cols-2">
            <Party role={t('adminOperations.detail.customer')} party={booking.customer} />
            {booking.cleaner ? (
              <Party role={t('adminOperations.detail.cleaner')} party={booking.cleaner} />
            ) : (
              <li className="flex items-center rounded-xl border border-border/70 p-3 text-muted-foreground text-sm">
                {t('adminOperations.bookings.noCleaner')}
              </li>
            )}
          </ul>
        </DetailSection>

        <AdminPriceSection booking={booking} />
        <AdminNoShowSection booking={booking} />

        <AdminChargesSection booking={booking} />

        <BookingMoneyActions booking={booking} />
        <BookingLifecycleActions booking={booking} />
      </div>
    </div>
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
