import { bookings, customerAddresses, type Database, moneyAuditEvents } from '@limpa/db';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../lib/app-context';
import { AppError, conflict, pgCode } from '../../lib/app-error';
import type { AuthContext } from '../../lib/auth-context';
import { bookingNotFound } from '../../lib/booking-privacy';
import { slotTaken } from '../bookings/bookable-slot';
import { getBookingFor } from '../bookings/read-bookings';
import { notifyReassigned } from '../notifications/cancellation-mails';
import { findCleanersServing } from '../slots/find-free-slots';
import { cleanerNotAvailable } from './admin.errors';

/**
 * The change's one transaction: the booking's row lock, the new cleaner and the audit row commit together; the
 * exclusion constraint refuses a cleaner already busy then (409). Returns the previous cleaner (to tell them).
 */
async function moveToCleaner(
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

/**
 * An admin gives a pending or confirmed booking to another approved cleaner who serves its address, at the
 * same time and price (audited); the customer, the previous and the new cleaner are told.
 */
export async function reassignBooking(ctx: AppContext, admin: AuthContext, id: string, cleanerId: string) {
  const { previousCleanerId } = await moveToCleaner(ctx.db, admin.userId, id, cleanerId);
  await notifyReassigned(ctx, id, previousCleanerId);
  return { booking: await getBookingFor(ctx.db, admin, id) };
}
