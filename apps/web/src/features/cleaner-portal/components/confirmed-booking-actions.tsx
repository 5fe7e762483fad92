import type { Booking } from '@limpa/contracts';
import { CalendarClock, Check, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ReasonDialog } from '@/components/reason-dialog';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { formatCalendarDate } from '@/lib/calendar-dates';
import { formatClockTime } from '@/lib/format';
import { useAnswerReschedule } from '../api/answer-reschedule';
import { useCancelBooking } from '../api/cleaner-cancel-booking';

/** The customer asks to move a confirmed booking: Accept (it moves) or Decline (it keeps its time). */
export function RescheduleRequest({ booking }: { booking: Booking }) {
  const { t } = useTranslation();
  const answer = useAnswerReschedule();
  const request = booking.rescheduleRequest;
  if (!request) return null;
  const busy = answer.isPending;
  return (
    <section
      aria-label={t('cleanerPortal.reschedule.label')}
      className="flex flex-col gap-3 rounded-xl bg-status-pending-bg p-3 text-sm"
    >
      <p className="flex gap-2 text-status-pending">
        <CalendarClock aria-hidden className="mt-0.5 size-4 shrink-0" />
        {t('cleanerPortal.reschedule.asks', {
          customer: booking.customer.fullName,
          date: formatCalendarDate(request.bookingDate),
          time: formatClockTime(request.bookingTime),
        })}
      </p>
      <div className="grid grid-cols-2 gap-2">
        <Button
          variant="outline"
          disabled={busy}
          onClick={() => answer.mutate({ id: booking.id, answer: 'decline' })}
        >
          <X aria-hidden />
          {t('cleanerPortal.reschedule.decline')}
        </Button>
        <Button
          disabled={busy}
          aria-busy={busy || undefined}
          onClick={() => answer.mutate({ id: booking.id, answer: 'accept' })}
        >
          {busy ? <Spinner /> : <Check aria-hidden />}
          {t('cleanerPortal.reschedule.accept')}
        </Button>
      </div>
    </section>
  );
}

/** Cancelling a confirmed booking needs a reason the customer reads; they are refunded in full. */
export function CancelConfirmedBooking({ booking, date }: { booking: Booking; date: string }) {
  const { t } = useTranslation();
  const cancel = useCancelBooking();
  return (
    <ReasonDialog
      trigger={
        <Button
          variant="outline"
          className="w-full border-destructive/40 text-destructive-text"
          aria-label={t('cleanerPortal.actions.cancelLabel', { service: booking.serviceName, date })}
        >
          <X aria-hidden />
          {t('cleanerPortal.actions.cancel')}
        </Button>
      }
      title={t('cleanerPortal.cancelConfirmed.title')}
      description={t('cleanerPortal.cancelConfirmed.body', { customer: booking.customer.fullName })}
      reasonLabel={t('cleanerPortal.cancelConfirmed.reason')}
      submitLabel={t('cleanerPortal.cancelConfirmed.submit')}
      closeLabel={t('cleanerPortal.cancelConfirmed.keep')}
      requiredMessage={t('cleanerPortal.cancelConfirmed.reasonRequired')}
      failedMessage={t('cleanerPortal.actions.genericError')}
      destructive
      onSubmit={(reason) => cancel.mutateAsync({ id: booking.id, reason })}
    />
  );
}
