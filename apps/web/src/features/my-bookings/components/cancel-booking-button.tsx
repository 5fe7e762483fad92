import type { Booking } from '@limpa/contracts';
import { customerCancelFeeCents } from '@limpa/domain';
import { useTranslation } from 'react-i18next';
import { errorDescription } from '@/lib/errors';
import { formatMoney } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useCancelBooking } from '../api/customer-cancel-booking';
import { ConfirmActionButton } from './confirm-action-button';

/**
 * "Cancel booking" with a confirmation that names the late-cancellation fee, with its amount, when cancelling
 * now costs one (decision 069); the server has the last word on the 24-hour rule. `now`: tests pass a clock.
 */
export function CancelBookingButton({ booking, now }: { booking: Booking; now?: Date }) {
  const { t } = useTranslation();
  const cancel = useCancelBooking();
  const feeCents = customerCancelFeeCents({
    status: booking.status,
    startsAt: new Date(booking.startsAt),
    now: now ?? new Date(),
    basePriceCents: booking.basePriceCents,
  });

  // mutateAsync, not mutate(…, callbacks): the button unmounts as soon as the booking reads cancelled,
  // and per-call callbacks of an unmounted observer never run.
  const confirm = async () => {
    try {
      await cancel.mutateAsync(booking.id);
      toast.success(t('myBookings.cancel.success'));
    } catch (error) {
      toast.error(t('myBookings.cancel.failed'), {
        description: errorDescription(error, t('myBookings.cancel.genericError')),
      });
    }
  };

  return (
    <ConfirmActionButton
      busy={cancel.isPending}
      onConfirm={confirm}
      texts={{
        action: t('myBookings.cancel.action'),
        title: t('myBookings.cancel.confirmTitle'),
        body:
          feeCents > 0
            ? t('myBookings.cancel.confirmBodyLateFee', { amount: formatMoney(feeCents, booking.currency) })
            : t('myBookings.cancel.confirmBody'),
        keep: t('myBookings.cancel.keep'),
        confirm: t('myBookings.cancel.confirm'),
        pending: t('myBookings.cancel.pending'),
      }}
    />
  );
}
