import type { Booking, Profile } from '@limpa/contracts';
import { DEFAULT_LOCALE } from '@/lib/format';

/**
 * A booking's start in its own time zone (the address's, DECISIONS "Bookings"), whatever the device's:
 * `{ date: "Wed, Dec 2", time: "10:00" }`.
 */
export function taskWhen(
  booking: Pick<Booking, 'startsAt' | 'timeZone'>,
  locale: string = DEFAULT_LOCALE,
): { date: string; time: string } {
  const start = new Date(booking.startsAt);
  const date = new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: booking.timeZone,
  }).format(start);
  const time = new Intl.DateTimeFormat(locale, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: booking.timeZone,
  }).format(start);
  return { date, time };
}

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
