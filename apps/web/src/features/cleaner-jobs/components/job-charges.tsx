import type { Booking } from '@limpa/contracts';
import { useTranslation } from 'react-i18next';
import { ChargesList } from '@/components/booking/charges-list';

/** The job's charges (refunds signed), or a note that there are none yet. */
export function JobCharges({ booking }: { booking: Pick<Booking, 'charges' | 'currency' | 'timeZone'> }) {
  const { t } = useTranslation();
  if (booking.charges.length === 0) {
    return <p className="text-muted-foreground text-sm">{t('cleanerJobs.detail.noCharges')}</p>;
  }
  return (
    <ChargesList
      booking={booking}
      kindLabel={(kind) => t(`cleanerJobs.charge.${kind}`)}
      statusLabel={(status) => t(`cleanerJobs.charge.${status}`)}
      signRefunds
    />
  );
}
