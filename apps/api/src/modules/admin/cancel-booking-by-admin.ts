import type { AdminCancelBody } from '@limpa/contracts';
import { bookings, moneyAuditEvents } from '@limpa/db';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../lib/app-context';
import { conflict } from '../../lib/app-error';
import { bookingNotFound } from '../../lib/booking-privacy';
import { claimRefundParts, sendRefundParts } from '../booking-payments/refund-booking-payment';

/**
 * An admin cancels a pending or confirmed booking with a reason, and chooses whether the customer gets back
 * everything still refundable. The cancellation and its audit row commit together (compare-and-swap on the
 * status), and so does the refund's claim when the admin gives the money back; it is then sent, bounded and
 * retried like any other.
 */
export async function cancelBookingByAdmin(
  ctx: AppContext,
  adminUserId: string,
  bookingId: string,
  body: AdminCancelBody,
): Promise<void> {
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
      actorUserId: adminUserId,
      action: 'cancel',
      bookingId,
      reason: body.reason,
      detail: { refund: body.refund, previousStatus: b.status },
    });
    if (body.refund !== 'full') return [];
    return claimRefundParts(tx, bookingId, {
      amountCents: 'all',
      reason: body.reason,
      actorUserId: adminUserId,
    });
  });
  await sendRefundParts(ctx, bookingId, parts);
}
