import { bookings, type Database, reviews } from '@limpa/db';
import { CUSTOMER_CANCEL_MIN_HOURS, canCustomerCancel, canTransition } from '@limpa/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { AppError, conflict, pgCode } from '../../lib/app-error';
import type { AuthContext } from '../../lib/auth-context';
import { bookingNotFound } from '../../lib/booking-privacy';
import { claimRefundParts } from '../booking-payments/refund-booking-payment';

async function loadParticipantBooking(db: Database, viewer: AuthContext, id: string) {
  const [b] = await db.select().from(bookings).where(eq(bookings.id, id)).limit(1);
  if (!b || (b.customerId !== viewer.userId && b.cleanerId !== viewer.userId)) throw bookingNotFound();
  return b;
}

const reasonRequired = () =>
  new AppError(
    400,
    'reason_required',
    'Reason Required',
    'Please tell the customer why you are cancelling this confirmed booking.',
  );

/**
 * Cancel: the cleaner while pending, or confirmed with a reason (the customer is refunded in full); the
 * customer while pending or confirmed and at least 24 h ahead. A compare-and-swap on the status we read: a
 * racing or repeated request changes nothing and gets 409. Cancelling a confirmed booking is free either way,
 * so its refund is claimed in the same transaction (the caller sends it).
 */
export async function cancelBooking(
  db: Database,
  viewer: AuthContext,
  id: string,
  input: { reason?: string } = {},
  now = new Date(),
) {
  const b = await loadParticipantBooking(db, viewer, id);
  const actor = b.cleanerId === viewer.userId ? 'cleaner' : 'customer';
  if (actor === 'cleaner' && !canTransition(b.status, 'cancelled', 'cleaner')) {
    throw conflict(
      'Only pending or confirmed bookings can be cancelled.',
      'Booking not cancellable',
      'invalid_transition',
    );
  }
  if (actor === 'cleaner' && b.status === 'confirmed' && !input.reason) throw reasonRequired();
  if (actor === 'customer' && !canCustomerCancel({ status: b.status, startsAt: b.startsAt, now })) {
    if (b.status === 'pending' || b.status === 'confirmed') {
      throw new AppError(
        422,
        'cancel_window_closed',
        'Booking not cancellable',
        `Bookings can be cancelled until ${CUSTOMER_CANCEL_MIN_HOURS} hours before the start. Please contact support.`,
      ).withDetailVars({ hours: CUSTOMER_CANCEL_MIN_HOURS });
    }
    throw conflict(
      'This booking can no longer be cancelled.',
      'Booking not cancellable',
      'invalid_transition',
    );
  }
  const refund = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(bookings)
      .set({
        status: 'cancelled',
        cancelledBy: actor,
        cancelledAt: now,
        cancellationReason: input.reason ?? null,
      })
      .where(
        and(
          eq(bookings.id, id),
          eq(bookings.status, b.status),
          inArray(bookings.status, ['pending', 'confirmed']),
        ),
      )
      .returning({ id: bookings.id });
    if (!updated)
      throw conflict('This booking was changed by someone else. Please refresh.', 'Conflict', 'stale_status');
    return b.status === 'confirmed' ? claimRefundParts(tx, id, { amountCents: 'all' }) : [];
  });
  return { previousStatus: b.status, actor, booking: b, refund };
}

/** One review per completed booking, by its customer only (UNIQUE booking_id holds it under races). */
export async function reviewBooking(
  db: Database,
  viewer: AuthContext,
  id: string,
  input: { rating: number; comment?: string },
) {
  const [b] = await db.select().from(bookings).where(eq(bookings.id, id)).limit(1);
  if (!b || b.customerId !== viewer.userId) throw bookingNotFound();
  if (b.status !== 'completed' || !b.cleanerId) {
    throw new AppError(
      422,
      'not_completed',
      'Review not allowed',
      'You can review a booking once it is completed.',
    );
  }
  try {
    const [review] = await db
      .insert(reviews)
      .values({
        bookingId: b.id,
        customerId: viewer.userId,
        cleanerId: b.cleanerId,
        rating: input.rating,
        comment: input.comment || null,
      })
      .returning();
    return review!;
  } catch (err) {
    if (pgCode(err) === '23505') {
      throw conflict('You have already reviewed this booking.', 'Review not allowed', 'already_reviewed');
    }
    throw err;
  }
}
