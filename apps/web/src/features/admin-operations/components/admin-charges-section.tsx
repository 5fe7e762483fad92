import type { Booking } from '@limpa/contracts';
import { useTranslation } from 'react-i18next';
import { DetailSection } from '@/components/booking/detail-list';
import { cn } from '@/lib/cn';
import { formatMoney } from '@/lib/format';
import { formatDateTime } from '../operations-format';

const CHARGE_CLASS: Record<Booking['charges'][number]['status'], string> = {
  pending: 'status-pending',
  succeeded: 'status-completed',
  failed: 'status-failed',
  requires_action: 'status-pending',
};

/** Every charge on the booking with its outcome, time and gateway reference (or why there is none). */
export function AdminChargesSection({ booking }: { booking: Booking }) {
  const { t } = useTranslation();
  return (
    <DetailSection className="gap-3" id="booking-detail-payment" title={t('adminOperations.detail.payment')}>
      {booking.charges.length === 0 ? (
        <p className="text-muted-foreground text-sm">
          {booking.paymentMethodId
            ? t('adminOperations.detail.noCharges')
            : t('adminOperations.detail.noPaymentMethod')}
        </p>
      ) : (
        <ul
          aria-label={t('adminOperations.detail.charges')}
          className="flex flex-col divide-y divide-border/70 rounded-xl border border-border/70"
        >
          {booking.charges.map((charge) => (
            <li
              key={`${charge.kind}-${charge.createdAt}-${charge.reference ?? ''}`}
              className="flex items-start justify-between gap-3 px-3 py-2.5 text-sm"
            >
              <span className="flex min-w-0 flex-col gap-0.5">
                <span className="flex flex-wrap items-center gap-2">
                  <span className="font-medium">{t(`adminOperations.charge.${charge.kind}`)}</span>
                  <span
                    className={cn(
                      'rounded-md px-1.5 font-semibold text-xs leading-5',
                      CHARGE_CLASS[charge.status],
                    )}
                  >
                    {t(`adminOperations.charge.${charge.status}`)}
                  </span>
                </span>
                <span className="text-muted-foreground text-xs tabular">
                  {formatDateTime(charge.createdAt)}
                </span>
                <span className="break-all font-mono text-muted-foreground text-xs">
                  {charge.reference
                    ? t('adminOperations.detail.reference', { reference: charge.reference })
                    : t('adminOperations.detail.noReference')}
                </span>
              </span>
              <span className="shrink-0 font-semibold tabular">
                {formatMoney(charge.amountCents, booking.currency)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </DetailSection>
  );
}
