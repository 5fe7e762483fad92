import { bookings, customerAddresses, type Database, moneyAuditEvents } from '@limpa/db';
import { and, eq, inArray } from 'drizzle-orm';
import { AppError, conflict, pgCode } from '../../lib/app-error';
import { bookingNotFound } from '../../lib/booking-privacy';
import { slotTaken } from '../bookings/bookable-slot';
import { findCleanersServing } from '../slots/find-free-slots';

/** The booking exists; the cleaner named in the body cannot take it (unknown, unapproved, elsewhere): 422. */
const cleanerNotAvailable = () =>
  new AppError(
    422,
    'cleaner_not_available',
    'Reassign failed',
    'This cleaner is not available for this address.',
  );

/**
 * An admin gives a pending or confirmed booking to another approved cleaner who serves its address, at the
 * same time and price; the exclusion constraint refuses a cleaner already busy then (409). The booking's row
 * lock, the change and its audit row commit together. Returns the previous cleaner (to tell them).
 */
export async function reassignBooking(
  db: Database,
  adminUserId: string,
  id: string,
  cleanerId: string,
): Promise<{ previousCleanerId: string | null }> {
  try {
    return await db.transaction(async (tx) => {
      const [b] = await tx.select().from(bookings).where(eq(bookings.id, id)).for('update');
      if (!b) throw bookingNotFound();
      if (b.status !== 'pending' && b.status !== 'confirmed') {
        throw conflict(
          `This booking is ${b.status.replace('_', ' ')}; it cannot be reassigned.`,
          'Reassign failed',
          'invalid_transition',
        );
      }
      if (b.cleanerId === cleanerId) {
        throw new AppError(422, 'same_cleaner', 'Reassign failed', 'This cleaner already has this booking.');
      }
      const [address] = b.addressId
        ? await tx.select().from(customerAddresses).where(eq(customerAddresses.id, b.addressId))
        : [];
      if (!address || !(await findCleanersServing(tx, address, cleanerId)).includes(cleanerId)) {
        throw cleanerNotAvailable();
      }
      // The open reschedule request was the previous cleaner's to answer; the new cleaner starts clean.
      await tx
        .update(bookings)
        .set({
          cleanerId,
          rescheduleDate: null,
          rescheduleTime: null,
          rescheduleStartsAt: null,
          rescheduleEndsAt: null,
          rescheduleRequestedAt: null,
        })
        .where(and(eq(bookings.id, id), inArray(bookings.status, ['pending', 'confirmed'])));
      await tx.insert(moneyAuditEvents).values({
        actorUserId: adminUserId,
        action: 'reassign',
        bookingId: id,
        detail: { from: b.cleanerId, to: cleanerId, status: b.status },
      });
      return { previousCleanerId: b.cleanerId };
    });
  } catch (err) {
    if (pgCode(err) === '23P01') throw slotTaken();
    throw err;
  }
}
