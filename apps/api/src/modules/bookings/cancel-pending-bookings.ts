import { bookings, type DbOrTx } from '@limpa/db';
import { and, eq, or } from 'drizzle-orm';
import type { AppContext } from '../../lib/app-context';
import { refundBookingPayment } from '../booking-payments/refund-booking-payment';
import { notifyBooking } from '../notifications/booking-mails';

/**
 * Cancels every pending booking a person takes part in (as customer or cleaner), inside the caller's
 * transaction: a compare-and-swap on `pending`, so a booking confirmed meanwhile is left alone.
 */
export async function cancelPendingBookingsOf(
  tx: DbOrTx,
  userId: string,
  cancelledBy: 'customer' | 'cleaner' | 'admin',
  now: Date,
): Promise<string[]> {
  const rows = await tx
    .update(bookings)
    .set({ status: 'cancelled', cancelledBy, cancelledAt: now })
    .where(
      and(
        eq(bookings.status, 'pending'),
        or(eq(bookings.customerId, userId), eq(bookings.cleanerId, userId)),
      ),
    )
    .returning({ id: bookings.id });
  return rows.map((r) => r.id);
}

/** After the commit: whatever was charged goes back (the usual refund path), and both sides are told. */
export async function refundAndNotifyCancelled(ctx: AppContext, bookingIds: string[]) {
  for (const id of bookingIds) {
    await refundBookingPayment(ctx, id);
    await notifyBooking(ctx, id, 'cancelled');
  }
}
