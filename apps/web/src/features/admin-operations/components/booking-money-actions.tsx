import type { Booking } from '@limpa/contracts';
import { Ban, RotateCw, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailSection } from '@/components/booking/detail-list';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorDetail } from '@/lib/api-client';
import { formatMoney } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useRetryBookingCharge } from '../api/retry-booking-charge';
import { refundableCents } from '../money';
import { AdminCancelDialog } from './admin-cancel-dialog';
import { RefundDialog } from './refund-dialog';

/** The admin's money tools on one booking: refund, cancel with a refund choice, retry a failed charge. */
export function BookingMoneyActions({ booking }: { booking: Booking }) {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<'refund' | 'cancel' | null>(null);
  const retry = useRetryBookingCharge(booking.id);
  const refundable = refundableCents(booking);
  const cancellable = booking.status === 'pending' || booking.status === 'confirmed';
  const failed = booking.paymentStatus === 'failed';
  if (refundable === 0 && !cancellable && !failed && booking.refundedCents === 0) return null;

  const retryNow = () =>
    retry.mutate(undefined, {
      onSuccess: ({ payment }) => {
        if (payment.status === 'paid') toast.success(t('adminOperations.retry.paid'));
        else
          toast.error(t('adminOperations.retry.notPaid'), {
            description: payment.failureMessage ?? undefined,
          });
      },
      onError: (error) => toast.error(t('adminOperations.retry.failed'), { description: errorDetail(error) }),
    });

  return (
    <DetailSection className="gap-3" id="booking-detail-money" title={t('adminOperations.money.title')}>
      {booking.refundedCents > 0 ? (
        <p className="text-sm">
          {t('adminOperations.money.refunded', {
            amount: formatMoney(booking.refundedCents, booking.currency),
          })}
        </p>
      ) : null}
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        {refundable > 0 ? (
          <Button variant="outline" onClick={() => setDialog('refund')}>
            <Undo2 aria-hidden />
            {t('adminOperations.money.refund')}
          </Button>
        ) : null}
        {failed ? (
          <Button
            variant="outline"
            disabled={retry.isPending}
            aria-busy={retry.isPending || undefined}
            onClick={retryNow}
          >
            {retry.isPending ? <Spinner /> : <RotateCw aria-hidden />}
            {t('adminOperations.money.retry')}
          </Button>
        ) : null}
        {cancellable ? (
          <Button variant="outline" className="text-destructive-text" onClick={() => setDialog('cancel')}>
            <Ban aria-hidden />
            {t('adminOperations.money.cancel')}
          </Button>
        ) : null}
      </div>
      {dialog === 'refund' ? (
        <RefundDialog booking={booking} open onOpenChange={(open) => !open && setDialog(null)} />
      ) : null}
      {dialog === 'cancel' ? (
        <AdminCancelDialog booking={booking} open onOpenChange={(open) => !open && setDialog(null)} />
      ) : null}
    </DetailSection>
  );
}
