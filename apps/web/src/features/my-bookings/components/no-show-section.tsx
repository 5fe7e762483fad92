import type { Booking } from '@limpa/contracts';
import { canReportNoShow } from '@limpa/domain';
import { Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorDescription } from '@/lib/errors';
import { formatMoney } from '@/lib/format';
import { helpLink } from '@/lib/help-link';
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
    <div className="flex flex-col items-start gap-2 rounded-xl bg-status-pending-bg p-3 text-sm text-status-pending">
      <p className="flex gap-2">
        <Info aria-hidden className="mt-0.5 size-4 shrink-0" />
        {text}
      </p>
      {booking.noShow?.who === 'customer' ? (
        // The reported side contests in the help desk, with this booking named.
        <Link
          to={helpLink({ topic: 'booking', bookingId: booking.id })}
          className="inline-flex min-h-11 items-center font-semibold underline underline-offset-2"
        >
          {t('myBookings.noShow.contest')}
        </Link>
      ) : null}
    </div>
  );
}
