import type { Booking } from '@limpa/contracts';
import { dateTimeFormat } from '@limpa/domain';
import { formatLocale } from '@/lib/locale';

type Money = Pick<
  Booking,
  | 'status'
  | 'totalAmountCents'
  | 'platformFeeCents'
  | 'cleanerEarningsCents'
  | 'finalTotalCents'
  | 'finalPlatformFeeCents'
  | 'finalCleanerEarningsCents'
>;

/**
 * Whether the final figures (recomputed with overtime on completion,
 * docs/product-rules.md#completion-and-overtime) apply.
 */
export function hasFinalFigures(booking: Pick<Booking, 'status' | 'finalTotalCents'>): boolean {
  return booking.status === 'completed' && booking.finalTotalCents !== null;
}

/** Total, platform fee and the cleaner's earnings: the final ones once completed, else the booked ones. */
export function jobMoney(booking: Money) {
  const final = hasFinalFigures(booking);
  return {
    final,
    totalCents: final ? (booking.finalTotalCents ?? booking.totalAmountCents) : booking.totalAmountCents,
    platformFeeCents: final
      ? (booking.finalPlatformFeeCents ?? booking.platformFeeCents)
      : booking.platformFeeCents,
    earningsCents: final
      ? (booking.finalCleanerEarningsCents ?? booking.cleanerEarningsCents)
      : booking.cleanerEarningsCents,
  };
}

/** pending, confirmed and in progress: the customer may still need to be reached. */
export function isActiveJob(status: Booking['status']): boolean {
  return status === 'pending' || status === 'confirmed' || status === 'in_progress';
}

function utcNoon(date: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day, 12));
}

/**
 * A job's local date ('YYYY-MM-DD', already the address's wall clock): "Wednesday, December 2", with the
 * year when it is not `currentYear`.
 */
export function formatJobDate(date: string, currentYear?: string, locale: string = formatLocale()): string {
  return dateTimeFormat(locale, {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: currentYear && date.slice(0, 4) === currentYear ? undefined : 'numeric',
    timeZone: 'UTC',
  }).format(utcNoon(date));
}

/** An instant as a medium date in a time zone: "Nov 13, 2026". */
export function formatInstantDate(iso: string, timeZone: string, locale: string = formatLocale()): string {
  return dateTimeFormat(locale, { dateStyle: 'medium', timeZone }).format(new Date(iso));
}

/** "America/Toronto" → "America/Toronto" with spaces for underscores ("America/St Johns"). */
export function zoneLabel(timeZone: string): string {
  return timeZone.replaceAll('_', ' ');
}
