import type { Booking } from '@limpa/contracts';
import { canReportNoShow } from '@limpa/domain';
import { useTranslation } from 'react-i18next';
import { NoShowNote } from '@/components/booking/no-show-note';
import { errorDescription } from '@/lib/errors';
import { formatMoney } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useReportCleanerNoShow } from '../api/report-no-show';
import { ConfirmActionButton } from './confirm-action-button';

/**
 * What a late cancellation or a no-show left on the booking (its fee, who did not come, and where to contest),
 * and "The cleaner did not come" while the report window is open (decision 069). `now`: tests pass a clock.
 */
export function NoShowSection({ booking, now }: { booking: Booking; now?: Date }) {
  const { t } = useTranslation();
  const report = useReportCleanerNoShow();
  const fee = booking.lateCancellationFeeCents;
  const amount = fee ? formatMoney(fee, booking.currency) : '';
  const open = canReportNoShow({
    status: booking.status,
    startsAt: new Date(booking.startsAt),
    now: now ?? new Date(),
  });

  const confirm = async () => {
    try {
      await report.mutateAsync(booking.id);
      toast.success(t('myBookings.noShow.success'));
    } catch (error) {
      toast.error(t('myBookings.noShow.failed'), {
        description: errorDescription(error, t('myBookings.cancel.genericError')),
      });
    }
  };

  if (open) {
    return (
      <ConfirmActionButton
        busy={report.isPending}
        onConfirm={confirm}
        texts={{
          action: t('myBookings.noShow.action'),
          title: t('myBookings.noShow.confirmTitle'),
          body: t('myBookings.noShow.confirmBody'),
          keep: t('myBookings.noShow.keep'),
          confirm: t('myBookings.noShow.confirm'),
          pending: t('myBookings.noShow.pending'),
        }}
      />
    );
  }
  if (!booking.noShow && !fee) return null;
  const text = booking.noShow
    ? booking.noShow.who === 'cleaner'
      ? t('myBookings.noShow.reportedCleaner')
      : t('myBookings.noShow.reportedCustomer', { amount })
    : t('myBookings.noShow.lateCancelled', { amount });
  return (
    <NoShowNote
      bookingId={booking.id}
      contestLabel={booking.noShow?.who === 'customer' ? t('myBookings.noShow.contest') : undefined}
    >
      {text}
    </NoShowNote>
  );
}
