import { bookings, type DbOrTx } from '@limpa/db';
import { eq } from 'drizzle-orm';
import type { AuthContext } from '../../lib/auth-context';
import { bookingNotFound } from '../../lib/booking-privacy';

export type ComplaintSide = 'customer' | 'cleaner' | 'admin';

/**
 * The booking a complaint is about, as `viewer` may see it: its customer, its cleaner or an admin; anyone else
 * gets the one 404 of a booking that is not theirs. `sides` narrows who may act; `lock` takes the booking's row
 * lock first (every complaint write locks the booking, then the complaint: one order, no deadlock).
 */
export async function complaintBookingFor(
  tx: DbOrTx,
  viewer: AuthContext,
  bookingId: string,
  sides: readonly ComplaintSide[],
  lock = false,
) {
  const query = tx.select().from(bookings).where(eq(bookings.id, bookingId));
  const [b] = lock ? await query.for('update') : await query;
  if (!b) throw bookingNotFound();
  const side: ComplaintSide | null =
    viewer.profile.role === 'admin'
      ? 'admin'
      : b.customerId === viewer.userId
        ? 'customer'
        : b.cleanerId === viewer.userId
          ? 'cleaner'
          : null;
  if (!side || !sides.includes(side)) throw bookingNotFound();
  return { booking: b, side };
}
