import type { Booking } from '@limpa/contracts';
import { addDays, timeZoneFor } from '@limpa/domain';
import type { Profile } from '@/lib/auth';
import { addMonths, nowAt } from '@/lib/calendar-dates';

/** The schedule's dates: the cleaner's zone and week, a month's query range, jobs by day. */

/**
 * The query range of a month's bookings. The API filters on the UTC start instant (`from` inclusive,
 * `to` exclusive), so the range is padded by a day on each side and the rows are then kept by their local
 * `bookingDate` (an 18:00 job in Vancouver starts on the next UTC day).
 */
export function monthQueryRange(month: string): { from: string; to: string } {
  return { from: addDays(`${month}-01`, -1), to: addDays(`${addMonths(month, 1)}-01`, 1) };
}

/** The cleaner's own time zone (from the profile's country and province), else the device's. */
export function cleanerTimeZone(profile: Profile | null): string {
  const country = profile?.country;
  const region = typeof profile?.provinceOrDistrict === 'string' ? profile.provinceOrDistrict : null;
  if (country === 'CA' || country === 'PT') {
    return timeZoneFor({ country, province: region, district: region });
  }
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** Today's date in a time zone. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  return nowAt(timeZone, now).date;
}

/** Canada's calendars start on Sunday, Portugal's on Monday. */
export function weekStartFor(profile: Profile | null): 0 | 1 {
  return profile?.country === 'PT' ? 1 : 0;
}

/** A day's jobs in the order they happen. */
export function jobsOn(bookings: readonly Booking[], date: string): Booking[] {
  return bookings
    .filter((booking) => booking.bookingDate === date)
    .sort((a, b) => a.bookingTime.localeCompare(b.bookingTime) || a.startsAt.localeCompare(b.startsAt));
}

/** How many jobs each date has. */
export function countByDate(bookings: readonly Booking[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const booking of bookings) counts.set(booking.bookingDate, (counts.get(booking.bookingDate) ?? 0) + 1);
  return counts;
}
