import type { Booking } from '@limpa/contracts';
import { useTranslation } from 'react-i18next';
import { ChargesList } from '@/components/booking/charges-list';

/** The job's charges (refunds signed), or a note that there are none yet. */
export function JobCharges({ booking }: { booking: Pick<Booking, 'charges' | 'currency' | 'timeZone'> }) {
  const { t } = useTranslation();
  if (booking.charges.length === 0) {
    return <p className="text-muted-foreground text-sm">{t('providerJobs.detail.noCharges')}</p>;
  }
  return (
    <ChargesList
      booking={booking}
      kindLabel={(kind) => t(`providerJobs.charge.${kind}`)}
      statusLabel={(status) => t(`providerJobs.charge.${status}`)}
      signRefunds
    />
  );
}
