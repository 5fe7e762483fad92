import type { Profile } from '@limpa/contracts';
import { formatLocale } from '@/lib/locale';

/** The name the greeting uses: the first name, else the first word of the full name, else null. */
export function greetingName(profile: Pick<Profile, 'firstName' | 'fullName'> | null): string | null {
  const first = profile?.firstName?.trim() || profile?.fullName?.trim().split(/\s+/)[0];
  return first || null;
}

/** 4.3 → "4.3" (one decimal, as the API rounds it). */
export function formatRating(rating: number, locale: string = formatLocale()): string {
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(rating);
}
