import type { TFunction } from 'i18next';
import '@/lib/strings/booking';

/**
 * A service a cleaner offers, stored by its English name ("Move-in/Move-out Cleaning", the key every language
 * shares), as the person's language names it (`booking.serviceNames.moveInMoveOutCleaning`); a name with no
 * translation shows as stored.
 */
export function serviceName(t: TFunction, name: string): string {
  const key = name
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter(Boolean)
    .map((word, i) => (i === 0 ? word : word[0]!.toUpperCase() + word.slice(1)))
    .join('');
  return t(`booking.serviceNames.${key}`, { defaultValue: name });
}
