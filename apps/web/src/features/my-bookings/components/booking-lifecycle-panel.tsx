import type { Booking } from '@limpa/contracts';
import { MAX_RESCHEDULES, rebookPath } from '@limpa/domain';
import { Info, Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { formatCalendarDate } from '@/lib/calendar-dates';
import { formatClockTime } from '@/lib/format';
import { OvertimeRequest } from './overtime-request';
import { RescheduleDialog } from './reschedule-dialog';

/**
 * What the booking's lifecycle asks of the customer now: reschedule (or the request waiting for the cleaner, or
 * why it can no longer be rescheduled),
 * the overtime to approve or dispute, and after a cleaner's cancellation a way to find another cleaner.
 */
export function BookingLifecyclePanel({ booking }: { booking: Booking }) {
  const { t } = useTranslation();
  const request = booking.rescheduleRequest;
  return (
    <>
      {request ? (
        <p className="flex gap-2 rounded-xl bg-status-pending-bg p-3 text-sm text-status-pending">
          <Info aria-hidden className="mt-0.5 size-4 shrink-0" />
          {t('myBookings.reschedule.waiting', {
            date: formatCalendarDate(request.bookingDate),
            time: formatClockTime(request.bookingTime),
          })}
        </p>
      ) : null}
      {/* Out of reschedules (the API refuses a 4th with 409 reschedule_limit): say so instead of offering one. */}
      {booking.canCustomerReschedule && booking.reschedulesLeft > 0 ? (
        <RescheduleDialog booking={booking} />
      ) : !request && booking.reschedulesLeft === 0 && ['pending', 'confirmed'].includes(booking.status) ? (
        <p className="rounded-xl bg-muted/60 p-3 text-sm">
          {t('myBookings.reschedule.limitReached', { max: MAX_RESCHEDULES })}
        </p>
      ) : null}
      <OvertimeRequest booking={booking} />
      {booking.status === 'cancelled' && booking.cancelledBy === 'cleaner' ? (
        <div className="flex flex-col gap-3 rounded-xl bg-muted/60 p-4 text-sm">
          <p>
            {booking.cancellationReason
              ? t('myBookings.cleanerCancelled.withReason', { reason: booking.cancellationReason })
              : t('myBookings.cleanerCancelled.body')}
          </p>
          <Button asChild>
            <Link to={rebookPath(booking)}>
              <Search aria-hidden />
              {t('myBookings.cleanerCancelled.findAnother')}
            </Link>
          </Button>
        </div>
      ) : null}
    </>
  );
}
