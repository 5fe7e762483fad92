import type { Booking } from '@limpa/contracts';
import { Repeat } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import '@/lib/strings/booking';

/** "Recurring · every 2 weeks" on a visit of a recurring series; nothing on a one-off booking. */
export function SeriesBadge({ booking }: { booking: Pick<Booking, 'seriesId' | 'seriesEveryWeeks'> }) {
  const { t } = useTranslation();
  if (!booking.seriesId) return null;
  return (
    <Badge variant="accent">
      <Repeat aria-hidden />
      {t('booking.series', { count: booking.seriesEveryWeeks ?? 1 })}
    </Badge>
  );
}
