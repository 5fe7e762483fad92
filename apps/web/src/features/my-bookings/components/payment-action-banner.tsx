import type { Booking } from '@limpa/contracts';
import { CircleAlert, ShieldAlert } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useConfirmPayment } from '../hooks/use-confirm-payment';
import { LocalBankDialog } from './local-bank-dialog';
import { PayNowDialog } from './pay-now-dialog';

/**
 * What the customer must do about a booking's payment: the bank waits for a confirmation (3-D Secure), or
 * the charge failed and "Pay now" tries another card. Nothing for a booking that needs nothing.
 */
export function PaymentActionBanner({ booking }: { booking: Booking }) {
  const { t } = useTranslation();
  const { confirm, busy, localChallenge, closeLocalChallenge } = useConfirmPayment(booking.id);
  const [payingNow, setPayingNow] = useState(false);
  const needsAction = booking.paymentStatus === 'requires_action';
  const failed = booking.paymentStatus === 'failed' && booking.status !== 'cancelled';
  if (!needsAction && !failed && !payingNow && !localChallenge) return null;
  const headingId = `payment-action-${booking.id}`;

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-xl border border-status-failed/30 bg-status-failed-bg p-3 text-sm"
    >
      <p id={headingId} className="flex items-start gap-2 font-semibold text-status-failed">
        {needsAction ? (
          <ShieldAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
        ) : (
          <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
        )}
        {needsAction ? t('myBookings.paymentAction.needsAction') : t('myBookings.paymentAction.failedTitle')}
      </p>
      {failed ? <p className="text-foreground">{t('myBookings.paymentAction.failedBody')}</p> : null}
      {needsAction ? (
        <Button
          size="sm"
          className="self-start"
          disabled={busy}
          aria-busy={busy || undefined}
          onClick={() => void confirm()}
        >
          {busy ? <Spinner /> : null}
          {t('myBookings.paymentAction.confirm')}
        </Button>
      ) : failed ? (
        <Button size="sm" className="self-start" onClick={() => setPayingNow(true)}>
          {t('myBookings.paymentAction.payNow')}
        </Button>
      ) : null}
      {failed || payingNow ? (
        <PayNowDialog
          booking={booking}
          open={payingNow}
          onOpenChange={setPayingNow}
          onRequiresAction={(payment) => void confirm(payment)}
        />
      ) : null}
      <LocalBankDialog challenge={localChallenge} onClose={closeLocalChallenge} />
    </section>
  );
}
