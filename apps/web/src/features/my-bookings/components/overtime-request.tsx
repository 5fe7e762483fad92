import type { Booking } from '@limpa/contracts';
import { dateTimeFormat } from '@limpa/domain';
import { Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ReasonDialog } from '@/components/reason-dialog';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorDetail } from '@/lib/api-client';
import { formatMoney } from '@/lib/format';
import { formatLocale } from '@/lib/locale';
import { toast } from '@/lib/toast';
import { useApproveOvertime } from '../api/approve-overtime';
import { useDisputeOvertime } from '../api/dispute-overtime';

/** The overtime waiting for the customer (decision 020): Approve (charged at once) or Dispute with a reason. */
export function OvertimeRequest({ booking }: { booking: Booking }) {
  const { t } = useTranslation();
  const approve = useApproveOvertime();
  const dispute = useDisputeOvertime();
  const amount = formatMoney(booking.overtimeFeeCents ?? 0, booking.currency);
  const answerBy = booking.overtimeAnswerBy
    ? dateTimeFormat(formatLocale(), { dateStyle: 'medium', timeStyle: 'short', hourCycle: 'h23' }).format(
        new Date(booking.overtimeAnswerBy),
      )
    : '';

  if (booking.overtimeStatus === 'disputed') {
    return <p className="rounded-xl bg-muted p-3 text-sm">{t('myBookings.overtime.disputed')}</p>;
  }
  if (booking.overtimeStatus !== 'pending_approval') return null;

  const onApprove = async () => {
    try {
      await approve.mutateAsync(booking.id);
      toast.success(t('myBookings.overtime.approved'));
    } catch (failure) {
      toast.error(t('myBookings.overtime.failed'), { description: errorDetail(failure) });
    }
  };

  return (
    <section
      aria-labelledby="overtime-heading"
      className="flex flex-col gap-3 rounded-xl border border-border p-4"
    >
      <h3 id="overtime-heading" className="flex items-center gap-2 font-semibold text-base">
        <Clock aria-hidden className="size-4" />
        {t('myBookings.overtime.title')}
      </h3>
      <p className="text-sm">
        {t('myBookings.overtime.body', { minutes: booking.overtimeMinutes ?? 0, amount, answerBy })}
      </p>
      <div className="grid grid-cols-2 gap-2">
        <ReasonDialog
          trigger={<Button variant="outline">{t('myBookings.overtime.dispute')}</Button>}
          title={t('myBookings.overtime.disputeTitle')}
          description={t('myBookings.overtime.disputeBody')}
          reasonLabel={t('myBookings.overtime.reason')}
          submitLabel={t('myBookings.overtime.disputeSubmit')}
          closeLabel={t('myBookings.detail.close')}
          requiredMessage={t('myBookings.overtime.reasonRequired')}
          failedMessage={t('myBookings.overtime.failed')}
          onSubmit={(reason) => dispute.mutateAsync({ id: booking.id, reason })}
        />
        <Button
          disabled={approve.isPending}
          aria-busy={approve.isPending || undefined}
          onClick={() => void onApprove()}
        >
          {approve.isPending ? <Spinner /> : null}
          {t('myBookings.overtime.approve')}
        </Button>
      </div>
    </section>
  );
}
