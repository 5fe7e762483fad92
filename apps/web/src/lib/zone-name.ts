import { i18n } from '@/lib/i18n';
import '@/lib/strings/booking';

/**
 * A time zone as people name it, in the active language: "Lisbon time", "heure de Toronto", "hora dos Açores"
 * (never "Europe/Lisbon"). Every zone an address can be in has its name; any other is named by its city.
 */
export function zoneName(timeZone: string): string {
  const city = (timeZone.split('/').pop() ?? timeZone).replaceAll('_', ' ');
  return i18n.t(`booking.zones.${timeZone}`, { defaultValue: i18n.t('booking.zones.other', { city }) });
}
