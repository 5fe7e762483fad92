import type { AdminCancelBody } from '@limpa/contracts';
import { bookings, moneyAuditEvents } from '@limpa/db';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../lib/app-context';
import { conflict } from '../../lib/app-error';
import type { AuthContext } from '../../lib/auth-context';
import { bookingNotFound } from '../../lib/booking-privacy';
import { claimRefundParts, sendRefundParts } from '../booking-payments/refund-booking-payment';
import { getBookingFor } from '../bookings/read-bookings';
import { notifyBooking } from '../notifications/booking-mails';

/**
 * An admin cancels a pending or confirmed booking with a reason, and chooses whether the customer gets back
 * everything still refundable. The cancellation and its audit row commit together (compare-and-swap on the
 * status), and so does the refund's claim when the admin gives the money back; it is then sent, bounded and
 * retried like any other, and both sides are told.
 */
export async function cancelBookingByAdmin(
  ctx: AppContext,
  admin: AuthContext,
  bookingId: string,
  body: AdminCancelBody,
) {
  const parts = await ctx.db.transaction(async (tx) => {
    const [b] = await tx
      .select({ status: bookings.status })
      .from(bookings)
      .where(eq(bookings.id, bookingId))
      .for('update');
    if (!b) throw bookingNotFound();
    const [cancelled] = await tx
      .update(bookings)
      .set({ status: 'cancelled', cancelledBy: 'admin', cancelledAt: new Date() })
      .where(and(eq(bookings.id, bookingId), inArray(bookings.status, ['pending', 'confirmed'])))
      .returning({ id: bookings.id });
    if (!cancelled) {
      throw conflict(
        `This booking is ${b.status}; it cannot be cancelled.`,
        'Booking not cancellable',
        'invalid_transition',
      );
    }
    await tx.insert(moneyAuditEvents).values({
      actorUserId: admin.userId,
      action: 'cancel',
      bookingId,
      reason: body.reason,
      detail: { refund: body.refund, previousStatus: b.status },
    });
    if (body.refund !== 'full') return [];
    return claimRefundParts(tx, bookingId, {
      amountCents: 'all',
      reason: body.reason,
      actorUserId: admin.userId,
    });
  });
  await sendRefundParts(ctx, bookingId, parts);
  await notifyBooking(ctx, bookingId, 'cancelled');
  return { booking: await getBookingFor(ctx.db, admin, bookingId) };
}
