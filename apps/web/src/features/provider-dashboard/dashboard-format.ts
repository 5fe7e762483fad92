import type { Profile } from '@limpa/contracts';
import { DEFAULT_LOCALE } from '@/lib/format';

/** The name the greeting uses: the first name, else the first word of the full name, else null. */
export function greetingName(profile: Pick<Profile, 'firstName' | 'fullName'> | null): string | null {
  const first = profile?.firstName?.trim() || profile?.fullName?.trim().split(/\s+/)[0];
  return first || null;
}

export type MonthOverMonth = { direction: 'up' | 'down' | 'flat'; percent: string } | null;

/** 8.3 → up "8.3"; −3 → down "3"; 0 → flat; null (nothing last month) → null, so the hint is hidden. */
export function monthOverMonth(percent: number | null, locale: string = DEFAULT_LOCALE): MonthOverMonth {
  if (percent === null || !Number.isFinite(percent)) return null;
  const formatted = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(Math.abs(percent));
  if (formatted === '0') return { direction: 'flat', percent: formatted };
  return { direction: percent > 0 ? 'up' : 'down', percent: formatted };
}

/** 4.3 → "4.3" (one decimal, as the API rounds it). */
export function formatRating(rating: number, locale: string = DEFAULT_LOCALE): string {
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(rating);
}
