import type { Booking } from '@limpa/contracts';
import { addDays, isLateReschedule } from '@limpa/domain';
import { CalendarClock } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TimeSlotGrid } from '@/components/booking/time-slot-grid';
import { BookingCalendar } from '@/components/calendar/booking-calendar';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogHeading, DialogTrigger } from '@/components/ui/dialog';
import { ErrorText } from '@/components/ui/error-text';
import { Spinner } from '@/components/ui/spinner';
import { useSlots } from '@/lib/api/get-slots';
import { errorDetail } from '@/lib/api-client';
import { nowAt } from '@/lib/calendar-dates';
import { toast } from '@/lib/toast';
import { useRescheduleBooking } from '../api/reschedule-booking';

/**
 * "Reschedule": the wizard's calendar and the cleaner's free times (GET /slots with cleanerId). A pending
 * booking moves at once; a confirmed one becomes a request its cleaner answers.
 */
export function RescheduleDialog({ booking }: { booking: Booking }) {
  const { t } = useTranslation();
  const today = nowAt(booking.timeZone).date;
  const [open, setOpen] = useState(false);
  const [date, setDate] = useState<string>(
    booking.bookingDate < today ? addDays(today, 1) : booking.bookingDate,
  );
  const [time, setTime] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const reschedule = useRescheduleBooking();
  const slots = useSlots(
    open && booking.addressId
      ? {
          date,
          addressId: booking.addressId,
          homeType: booking.homeType,
          isRecurring: booking.isRecurring,
          cleanerId: booking.cleanerId,
        }
      : null,
  );

  const submit = async () => {
    if (!time) {
      setError(t('myBookings.reschedule.chooseTime'));
      return;
    }
    setError(null);
    try {
      const { outcome } = await reschedule.mutateAsync({
        id: booking.id,
        bookingDate: date,
        bookingTime: time,
      });
      toast.success(
        t(outcome === 'moved' ? 'myBookings.reschedule.moved' : 'myBookings.reschedule.requested'),
      );
      setOpen(false);
    } catch (failure) {
      // The API's own detail, already in the person's language (e.g. 409 reschedule_limit).
      setError(errorDetail(failure) ?? t('myBookings.reschedule.failed'));
    }
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !reschedule.isPending && setOpen(next)}>
      <DialogTrigger asChild>
        <Button variant="outline" className="w-full">
          <CalendarClock aria-hidden />
          {t('myBookings.reschedule.action')}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={t('myBookings.detail.close')}>
        <DialogHeading
          className="pr-8 text-left"
          title={t('myBookings.reschedule.title')}
          description={t(
            booking.status === 'pending'
              ? 'myBookings.reschedule.bodyPending'
              : // Inside 24 h it is still a request (decision 070): say the cleaner may well decline it.
                isLateReschedule(new Date(booking.startsAt), new Date())
                ? 'myBookings.reschedule.bodyLate'
                : 'myBookings.reschedule.bodyConfirmed',
          )}
        />
        <div className="flex flex-col gap-4">
          <p className="text-muted-foreground text-sm">
            {t('myBookings.reschedule.left', { count: booking.reschedulesLeft })}
          </p>
          <BookingCalendar
            value={date}
            onChange={(next) => {
              setDate(next);
              setTime(null);
            }}
            minDate={today}
            weekStartsOn={booking.currency === 'CAD' ? 0 : 1}
          />
          <TimeSlotGrid slots={slots.data} isLoading={slots.isLoading} value={time} onChange={setTime} />
          <ErrorText role="alert" className="empty:hidden">
            {error}
          </ErrorText>
          <Button
            disabled={reschedule.isPending}
            aria-busy={reschedule.isPending || undefined}
            onClick={() => void submit()}
          >
            {reschedule.isPending ? <Spinner /> : null}
            {t(
              booking.status === 'pending'
                ? 'myBookings.reschedule.submitMove'
                : 'myBookings.reschedule.submitRequest',
            )}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
