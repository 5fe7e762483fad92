import type { Booking } from '@limpa/contracts';
import { HandCoins } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ChargesList } from '@/components/booking/charges-list';
import { formatMoney } from '@/lib/format';

type JobMoney = Pick<Booking, 'charges' | 'currency' | 'timeZone' | 'tip'>;

/**
 * The job's charges (refunds signed), or a note that there are none yet; and the customer's paid tip, all of it
 * the cleaner's (decision 076).
 */
export function JobCharges({ booking }: { booking: JobMoney }) {
  const { t } = useTranslation();
  const tip =
    booking.tip?.status === 'paid' ? (
      <p className="flex gap-2 rounded-xl bg-status-completed-bg p-3 text-sm text-status-completed">
        <HandCoins aria-hidden className="mt-0.5 size-4 shrink-0" />
        {t('cleanerJobs.detail.tip', { amount: formatMoney(booking.tip.amountCents, booking.currency) })}
      </p>
    ) : null;
  if (booking.charges.length === 0) {
    return <p className="text-muted-foreground text-sm">{t('cleanerJobs.detail.noCharges')}</p>;
  }
  return (
    <>
      <ChargesList
        booking={booking}
        kindLabel={(kind) => t(`cleanerJobs.charge.${kind}`)}
        statusLabel={(status) => t(`cleanerJobs.charge.${status}`)}
        signRefunds
      />
      {tip}
    </>
  );
}
