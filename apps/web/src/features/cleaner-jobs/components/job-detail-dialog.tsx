import type { Booking } from '@limpa/contracts';
import { countryForCurrency } from '@limpa/domain';
import { CalendarDays } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BookingConversation } from '@/components/booking/booking-conversation';
import {
  BookingDetailDialog,
  BookingDetailHeader,
  type OpenBookingProps,
} from '@/components/booking/booking-detail-dialog';
import { BookingStatusBadge } from '@/components/booking/booking-status-badge';
import { DetailItem, DetailSection } from '@/components/booking/detail-list';
import { PaymentPendingBadge } from '@/components/booking/payment-pending-badge';
import { PaymentStatusBadge } from '@/components/booking/payment-status-badge';
import { ReportDialog } from '@/components/report/report-dialog';
import { homeTypeText } from '@/lib/booking-names';
import { estimatedTimeLabel } from '@/lib/estimated-time';
import { formatClockTime, formatHours, telHref } from '@/lib/format';
import { helpLink } from '@/lib/help-link';
import { zoneName } from '@/lib/zone-name';
import { useJob } from '../api/get-job';
import { formatJobDate } from '../cleaner-jobs-format';
import { useJobNames } from '../use-job-names';
import { JobCharges } from './job-charges';
import { JobLinks, jobLinks } from './job-links';
import { JobNoShow } from './job-no-show';
import { PriceBreakdown } from './price-breakdown';
import { RequestAnswer } from './request-answer';

// Only a completed job can carry a complaint (decision 070): its view and answer form load when one is opened.
const JobComplaint = lazy(() => import('./job-complaint').then((m) => ({ default: m.JobComplaint })));

/**
 * Everything about one job: when, customer, place, property, add-ons, overtime, money, payment; a pending
 * request is confirmed or declined here.
 */
export function JobDetailDialog(props: OpenBookingProps) {
  const { t } = useTranslation();
  const texts = {
    loading: t('cleanerJobs.detail.loading'),
    loadingBody: t('common.loading'),
    notFound: t('cleanerJobs.detail.notFound'),
    notFoundBody: t('cleanerJobs.detail.notFoundBody'),
    loadFailed: t('cleanerJobs.loadFailed'),
    loadFailedBody: t('cleanerJobs.detail.loadFailedBody'),
    retry: t('cleanerJobs.retry'),
  };
  return (
    <BookingDetailDialog
      {...props}
      closeLabel={t('cleanerJobs.detail.close')}
      useBooking={useJob}
      texts={texts}
    >
      {(booking) => <JobDetailBody booking={booking} />}
    </BookingDetailDialog>
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
      <BookingDetailHeader
        badges={
          <div className="flex flex-wrap gap-1.5 self-start">
            <BookingStatusBadge status={booking.status} />
            <PaymentPendingBadge booking={booking} />
          </div>
        }
        title={service}
        summary={
          <>
            <CalendarDays aria-hidden className="size-4 shrink-0 text-muted-foreground" />
            {t('cleanerJobs.when', { date, time: formatClockTime(booking.bookingTime) })}
          </>
        }
        note={t('cleanerJobs.detail.timesNote', { zone: zoneName(booking.timeZone) })}
      />

      <div className="flex flex-col gap-6 p-6">
        <RequestAnswer booking={booking} />
        <JobNoShow booking={booking} />
        <dl className="grid grid-cols-2 gap-4 text-sm">
          <DetailItem label={t('cleanerJobs.customer')}>{customer}</DetailItem>
          <DetailItem label={t('cleanerJobs.detail.phone')}>
            {phone ? (
              <a href={telHref(phone)} className="text-primary underline-offset-4 hover:underline">
                {phone}
              </a>
            ) : (
              <span className="text-muted-foreground">
                {booking.status === 'pending'
                  ? t('cleanerJobs.detail.phoneAfterConfirm')
                  : t('cleanerJobs.detail.noPhone')}
              </span>
            )}
          </DetailItem>
          <DetailItem wide label={t('cleanerJobs.address')}>
            {booking.customerAddress}
          </DetailItem>
          <DetailItem label={t('cleanerJobs.detail.propertyType')}>
            {homeTypeText(t, booking.homeType, countryForCurrency(booking.currency))}
          </DetailItem>
          <DetailItem label={t('cleanerJobs.detail.recurring')}>
            {booking.isRecurring ? t('cleanerJobs.detail.recurringYes') : t('cleanerJobs.detail.recurringNo')}
          </DetailItem>
          <DetailItem label={t('cleanerJobs.detail.bookedHours')}>
            {t('cleanerJobs.hours', { hours: formatHours(booking.durationHours) })}
          </DetailItem>
          <DetailItem label={t('cleanerJobs.detail.estimatedTime')}>
            {estimatedTimeLabel(t, booking.estimatedTime)}
          </DetailItem>
          {booking.actualHoursWorked !== null ? (
            <DetailItem label={t('cleanerJobs.detail.hoursWorked')}>
              {t('cleanerJobs.hours', { hours: formatHours(booking.actualHoursWorked) })}
            </DetailItem>
          ) : null}
          {booking.overtimeMinutes !== null ? (
            <DetailItem label={t('cleanerJobs.detail.overtime')}>
              {t('cleanerJobs.detail.overtimeMinutes', { count: booking.overtimeMinutes })}
            </DetailItem>
          ) : null}
          {rooms.length > 0 ? (
            <DetailItem wide label={t('cleanerJobs.detail.rooms')}>
              {rooms
                .map((room) =>
                  t('cleanerJobs.detail.room', {
                    count: room.count,
                    type: room.type.replaceAll('_', ' '),
                  }),
                )
                .join(', ')}
            </DetailItem>
          ) : null}
          {booking.specialInstructions ? (
            <DetailItem wide label={t('cleanerJobs.detail.instructions')}>
              <span className="whitespace-pre-line">{booking.specialInstructions}</span>
            </DetailItem>
          ) : null}
        </dl>

        {booking.status === 'completed' ? (
          <Suspense fallback={null}>
            <JobComplaint bookingId={booking.id} currency={booking.currency} />
          </Suspense>
        ) : null}

        <BookingConversation booking={booking} viewerSide="cleaner" otherName={customer} />

        <DetailSection id="job-price-heading" title={t('cleanerJobs.detail.priceHeading')}>
          <PriceBreakdown booking={booking} className="rounded-xl bg-muted/60 p-4" />
        </DetailSection>

        <DetailSection
          id="job-payment-heading"
          title={t('cleanerJobs.detail.paymentHeading')}
          aside={
            <PaymentStatusBadge
              status={booking.paymentStatus}
              label={t(`cleanerJobs.payment.${booking.paymentStatus}`)}
            />
          }
        >
          <JobCharges booking={booking} />
          {booking.paymentStatus === 'failed' ? (
            // "Please contact support" (the confirm toast): here too, reachable inside this dialog (decision 067).
            <Link
              to={helpLink({ topic: 'payment', bookingId: booking.id })}
              className="inline-flex min-h-11 items-center self-start font-semibold text-primary text-sm underline underline-offset-2"
            >
              {t('cleanerJobs.answer.contactSupport')}
            </Link>
          ) : null}
        </DetailSection>

        {jobLinks(booking).any ? (
          <div className="flex flex-col gap-2 sm:flex-row">
            <JobLinks booking={booking} />
          </div>
        ) : null}

        {/* Anyone one had a booking with may be reported to the team (decision 072). */}
        <ReportDialog
          target={{ userId: booking.customer.userId, name: customer }}
          className="self-start text-muted-foreground"
        />
      </div>
    </div>
  );
}
