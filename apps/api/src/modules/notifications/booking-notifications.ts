import { DEFAULT_LOCALE } from '@limpa/contracts';
import { bookings, type DbOrTx, profiles } from '@limpa/db';
import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AppContext } from '../../lib/app-context';
import { type LiveEvent, publishLiveEvent } from '../../lib/live-events';
import { bookingLink, type NotificationType } from './notification-types';
import { notify } from './notify';

const customerProfile = alias(profiles, 'customer_profile');
const cleanerProfile = alias(profiles, 'cleaner_profile');

export type BookingSide = 'customer' | 'cleaner';

/** A booking's sides as its notifications name and address them. */
export interface BookingParties {
  customerId: string;
  cleanerId: string | null;
  date: string;
  time: string;
  customerName: string | null;
  cleanerName: string | null;
  customerLocale: string | null;
  cleanerLocale: string | null;
}

export async function findBookingParties(tx: DbOrTx, bookingId: string): Promise<BookingParties | undefined> {
  const [b] = await tx
    .select({
      customerId: bookings.customerId,
      cleanerId: bookings.cleanerId,
      date: bookings.bookingDate,
      time: bookings.bookingTime,
      customerName: customerProfile.fullName,
      cleanerName: cleanerProfile.fullName,
      customerLocale: customerProfile.locale,
      cleanerLocale: cleanerProfile.locale,
    })
    .from(bookings)
    .innerJoin(customerProfile, eq(customerProfile.userId, bookings.customerId))
    .leftJoin(cleanerProfile, eq(cleanerProfile.userId, bookings.cleanerId))
    .where(eq(bookings.id, bookingId));
  return b;
}

/**
 * Tells one or both sides of a booking about an event in the caller's transaction (in-app row, live events),
 * with the booking's local date and time and the other side's name in the texts, each in their own language.
 * Every booking event goes through here or `notify`. `parties`: when the caller already holds them (a booking
 * it just wrote), they are not read again.
 */
export async function notifyBookingParties(
  ctx: Pick<AppContext, 'jobs'>,
  tx: DbOrTx,
  bookingId: string,
  type: NotificationType,
  to: BookingSide | 'both',
  vars: Record<string, string | number | null> = {},
  parties?: BookingParties,
) {
  const b = parties ?? (await findBookingParties(tx, bookingId));
  if (!b) return;
  const sides = (to === 'both' ? (['customer', 'cleaner'] as const) : [to]).filter((side) =>
    side === 'customer' ? b.customerId : b.cleanerId,
  );
  const everyone = [b.customerId, b.cleanerId].filter((id): id is string => id !== null);
  const bookingEvent: LiveEvent = { userIds: everyone, event: 'booking', data: { id: bookingId, type } };
  for (const [i, side] of sides.entries()) {
    const userId = (side === 'customer' ? b.customerId : b.cleanerId) as string;
    const otherName = (side === 'customer' ? b.cleanerName : b.customerName) ?? '';
    await notify(ctx, tx, {
      userId,
      type,
      link: bookingLink(side, bookingId),
      vars: { name: otherName, date: b.date, time: b.time, bookingId, ...vars },
      locale: (side === 'customer' ? b.customerLocale : b.cleanerLocale) ?? DEFAULT_LOCALE,
      // The booking's own live event rides with the last notification's statement.
      alsoPublish: i === sides.length - 1 ? bookingEvent : undefined,
    });
  }
  if (sides.length === 0) await publishLiveEvent(tx, everyone, 'booking', bookingEvent.data);
}

/** A change both sides' open screens should refetch, without a notification. */
export async function publishBookingChange(tx: DbOrTx, bookingId: string) {
  const [b] = await tx
    .select({ customerId: bookings.customerId, cleanerId: bookings.cleanerId })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  if (!b) return;
  const everyone = [b.customerId, b.cleanerId].filter((id): id is string => id !== null);
  await publishLiveEvent(tx, everyone, 'booking', { id: bookingId, type: 'changed' });
}

/** The events of the booking lifecycle that exist today, and whom each one tells. */
const RECIPIENTS = {
  requested: { type: 'booking_requested', to: 'cleaner' },
  confirmed: { type: 'booking_confirmed', to: 'customer' },
  completed: { type: 'booking_completed', to: 'customer' },
} as const;

export async function notifyBookingEvent(
  ctx: Pick<AppContext, 'jobs'>,
  tx: DbOrTx,
  bookingId: string,
  event: keyof typeof RECIPIENTS | 'cancelled',
  cancelledBy?: 'customer' | 'cleaner' | 'admin' | null,
) {
  if (event !== 'cancelled') {
    const { type, to } = RECIPIENTS[event];
    return notifyBookingParties(ctx, tx, bookingId, type, to);
  }
  // The side that cancelled knows; the other one is told (an admin's cancellation tells both).
  const to = cancelledBy === 'customer' ? 'cleaner' : cancelledBy === 'cleaner' ? 'customer' : 'both';
  return notifyBookingParties(ctx, tx, bookingId, 'booking_cancelled', to);
}
