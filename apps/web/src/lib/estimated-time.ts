import type { TFunction } from 'i18next';
import '@/lib/strings/booking';

/**
 * The price table's estimated time ("up to 2h30", English text from the domain's table and stored so on the
 * booking) as the person's language writes it (`booking.estimatedTime`); any other text shows as stored.
 */
export function estimatedTimeLabel(t: TFunction, value: string): string {
  const match = /^up to (\d+)h(\d{2})$/.exec(value);
  return match ? t('booking.estimatedTime', { hours: match[1], minutes: match[2] }) : value;
}
