import { type HomeType, homeTypeName } from '@limpa/domain';
import type { TFunction } from 'i18next';
import '@/lib/strings/booking';
import '@/lib/strings/home-types';

// How a booking's service and home are named to the reader. One module, not two: the screens that name a
// home type mostly name services too, and each extra shared chunk costs the customer home's first load a name.

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

/**
 * A home type as the country of its address names it (domain homeTypeName), in the person's language:
 * "T2" in Portugal, "2 bedrooms" in Canada. Every screen that prints a home type goes through here.
 */
export function homeTypeText(t: TFunction, homeType: HomeType, country: string | null | undefined): string {
  const name = homeTypeName(homeType, country);
  if (name.style === 'code') return name.code;
  if (name.style === 'studio') return t('homeTypes.studio');
  return name.orMore
    ? t('homeTypes.bedroomsOrMore', { count: name.count })
    : t('homeTypes.bedrooms', { count: name.count });
}
