import { bookings, type Database } from '@limpa/db';
import {
  bookingTaxProfile,
  canCustomerCancel,
  canTransition,
  customerCancelFeeCents,
  lateFeeCharge,
} from '@limpa/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../lib/app-context';
import { AppError, conflict } from '../../lib/app-error';
import type { AuthContext } from '../../lib/auth-context';
import { bookingNotFound } from '../../lib/booking-privacy';
import { claimRefundParts, sendRefundParts } from '../booking-payments/refund-booking-payment';
import { chargeOrScheduleRetry } from '../booking-payments/retry-booking-payment';
import { notifyBooking } from '../notifications/booking-mails';
import { notifyCleanerCancelled } from '../notifications/cancellation-mails';
import { notifyReoffered } from '../notifications/reoffer-mails';
import { startsAtUnchanged } from './bookings.repository';
import { getBookingFor } from './read-bookings';
import { reofferToNextCleaner } from './reoffer-any-booking';

export async function loadParticipantBooking(db: Database, viewer: AuthContext, id: string) {
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
 * The cancellation's own transaction. Cancel: the cleaner while pending, or confirmed with a reason (the
 * customer is refunded in full); the customer while pending, or confirmed until its start: free at least 24 h
 * ahead, with the late-cancellation fee inside them (decision 069), recorded with the cleaner's share on the
 * row. A compare-and-swap on the status and start we read: a racing or repeated request changes nothing and gets
 * 409. Whatever was charged is refunded in full, claimed in the same transaction (sent after it); the fee is its
 * own charge, made after. An "any available cleaner" booking its cleaner let go is re-offered in it too
 * (reoffer-any-booking.ts).
 */
export async function recordCancellation(
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
        'This booking has started, so it can no longer be cancelled. If someone did not come, report a no-show.',
      );
    }
    throw conflict(
      'This booking can no longer be cancelled.',
      'Booking not cancellable',
      'invalid_transition',
    );
  }
  const tax = bookingTaxProfile(b);
  const feeCents = actor === 'customer' ? customerCancelFeeCents({ ...b, now, tax }) : 0;
  const refund = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(bookings)
      .set({
        status: 'cancelled',
        cancelledBy: actor,
        cancelledAt: now,
        cancellationReason: input.reason ?? null,
        ...(feeCents > 0 && {
          lateCancellationFeeCents: feeCents,
          lateFeeCleanerShareCents: lateFeeCharge(b.basePriceCents, tax).cleanerShareCents,
        }),
      })
      .where(
        and(
          eq(bookings.id, id),
          eq(bookings.status, b.status),
          // The fee was worked out from this start: a move accepted meanwhile makes this a stale request.
          startsAtUnchanged(b.startsAt),
          inArray(bookings.status, ['pending', 'confirmed']),
        ),
      )
      .returning({ id: bookings.id });
    if (!updated)
      throw conflict('This booking was changed by someone else. Please refresh.', 'Conflict', 'stale_status');
    const refund =
      b.status === 'confirmed'
        ? await claimRefundParts(tx, id, { amountCents: 'all', keepLateFee: true })
        : [];
    // Its cleaner let an "any available cleaner" booking go: the next one is asked, once (decision 065).
    const reofferedId = actor === 'cleaner' ? await reofferToNextCleaner(tx, b, now) : null;
    return { refund, reofferedId };
  });
  return { previousStatus: b.status, actor, booking: b, feeCents, ...refund };
}

/**
 * A side cancels its booking: the cancellation commits with its refund's claim, the refund is sent (a free
 * cancellation of a confirmed, paid booking, by either side, gives the money back in full), and the other side
 * is told; a confirmed booking its cleaner let go tells the customer why and how to book again.
 */
export async function cancelBooking(
  ctx: AppContext,
  viewer: AuthContext,
  id: string,
  input: { reason?: string } = {},
) {
  const { previousStatus, actor, refund, reofferedId, feeCents } = await recordCancellation(
    ctx.db,
    viewer,
    id,
    input,
  );
  await sendRefundParts(ctx, id, refund);
  // The late fee, off-session on the booking's card; a failure takes the failed-charge path (Pay now, retries).
  if (feeCents > 0) await chargeOrScheduleRetry(ctx, id);
  // A re-offered booking's customer hears of the cleaner asked instead, not of a cancellation to rebook.
  if (reofferedId) await notifyReoffered(ctx, reofferedId);
  else if (actor === 'cleaner' && previousStatus === 'confirmed') await notifyCleanerCancelled(ctx, id);
  else await notifyBooking(ctx, id, 'cancelled');
  return { booking: await getBookingFor(ctx.db, viewer, id) };
}
