import type { Booking } from '@limpa/contracts';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/lib/format';
import { formatInstantDate } from '../job-format';

/** Each charge on the customer's card (first charge, overtime, refund) with its date and outcome. */
export function ChargesList({ booking }: { booking: Pick<Booking, 'charges' | 'currency' | 'timeZone'> }) {
  const { t } = useTranslation();
  if (booking.charges.length === 0) {
    return <p className="text-muted-foreground text-sm">{t('providerJobs.detail.noCharges')}</p>;
  }
  return (
    <ul className="flex flex-col divide-y divide-border/70 rounded-xl border border-border/70 text-sm">
      {booking.charges.map((charge) => (
        <li
          key={`${charge.kind}-${charge.createdAt}-${charge.reference ?? ''}`}
          className="flex items-center justify-between gap-3 px-3 py-2"
        >
          <span className="flex min-w-0 flex-col">
            <span className="font-medium">{t(`providerJobs.charge.${charge.kind}`)}</span>
            <span className="text-muted-foreground text-xs">
              {formatInstantDate(charge.createdAt, booking.timeZone)}
              {' · '}
              <span className={charge.status === 'failed' ? 'font-medium text-status-failed' : undefined}>
                {t(`providerJobs.charge.${charge.status}`)}
              </span>
            </span>
          </span>
          <span className="font-semibold tabular">
            {charge.kind === 'refund' ? '−' : ''}
            {formatMoney(Math.abs(charge.amountCents), booking.currency)}
          </span>
        </li>
      ))}
    </ul>
  );
}
