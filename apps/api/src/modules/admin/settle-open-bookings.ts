import type { OpenBookingDecision } from '@limpa/contracts';
import type { DbOrTx } from '@limpa/db';
import { AppError, conflict } from '../../lib/app-error';
import { findBookableSlot } from '../bookings/bookable-slot';
import { cleanerNotAvailable } from './admin.errors';
import {
  cancelOpenBooking,
  insertBookingAudit,
  lockOpenBookingsOf,
  type OpenBookingRow,
  swapCleaner,
} from './open-bookings.repository';

/** What the admin's decisions did, for the refunds and notices sent after the commit. */
export interface SettledOpenBookings {
  cancelledBookingIds: string[];
  reassigned: { bookingId: string; previousCleanerId: string }[];
}

const hasOpenBookings = (count: number) =>
  conflict(
    `This cleaner still has open bookings (${count}). Choose for each one whether another cleaner takes it or it is cancelled.`,
    'Open bookings',
    'cleaner_has_open_bookings',
  ).withDetailVars({ count });

const notAnOpenBooking = () =>
  new AppError(
    422,
    'not_an_open_booking',
    'Update failed',
    "This booking is not one of the cleaner's open bookings.",
  );

/** Someone else moved the booking between the lock and the write: never expected under the lock, still refused. */
const bookingChanged = () =>
  conflict('This booking changed meanwhile. Please reload and try again.', 'Reassign failed');

/**
 * The new cleaner passes the very slot rules a new request does (serves the address, works then, not on time
 * off, free), at the booking's own date and time. The earliest-start setting is not applied: it is how far
 * ahead a customer may ask, and this booking's time was accepted long ago.
 */
async function assertCanTakeOver(tx: DbOrTx, row: OpenBookingRow, cleanerId: string, now: Date) {
  const b = row.booking;
  if (!row.address) throw cleanerNotAvailable();
  try {
    await findBookableSlot(tx, {
      address: row.address,
      cleanerId,
      bookingDate: b.bookingDate,
      bookingTime: b.bookingTime.slice(0, 5),
      homeType: b.homeType,
      isRecurring: b.isRecurring,
      now,
      earliestStartHours: 0,
    });
  } catch (err) {
    // Unknown, unapproved or serving elsewhere: said as the reassignment says it.
    if (err instanceof AppError && err.code === 'cleaner_not_found') throw cleanerNotAvailable();
    throw err;
  }
}

/**
 * In the demotion's transaction: the cleaner's open bookings still to come are locked, and each must have the
 * admin's decision (409 cleaner_has_open_bookings with their count otherwise; a decision about any other
 * booking is 422). A booking reassigned moves by compare-and-swap on its cleaner to one who passes the slot
 * rules; the exclusion constraint still settles a race for the new cleaner's time (23P01, answered by the
 * caller as slot_taken). A booking cancelled is cancelled by an admin. Every one leaves an audit row.
 */
export async function settleOpenBookings(
  tx: DbOrTx,
  adminUserId: string,
  cleanerUserId: string,
  decisions: OpenBookingDecision[] | undefined,
  now: Date,
): Promise<SettledOpenBookings> {
  const open = await lockOpenBookingsOf(tx, cleanerUserId, now);
  const settled: SettledOpenBookings = { cancelledBookingIds: [], reassigned: [] };
  const byId = new Map((decisions ?? []).map((d) => [d.bookingId, d]));
  if (open.length === 0 && byId.size === 0) return settled;
  const openIds = new Set(open.map((r) => r.booking.id));
  if ([...byId.keys()].some((id) => !openIds.has(id))) throw notAnOpenBooking();
  if (open.some((r) => !byId.has(r.booking.id))) throw hasOpenBookings(open.length);

  for (const row of open) {
    const decision = byId.get(row.booking.id)!;
    const bookingId = row.booking.id;
    if (decision.action === 'reassign') {
      if (decision.cleanerId === cleanerUserId) {
        throw new AppError(422, 'same_cleaner', 'Reassign failed', 'This cleaner already has this booking.');
      }
      await assertCanTakeOver(tx, row, decision.cleanerId, now);
      if (!(await swapCleaner(tx, bookingId, cleanerUserId, decision.cleanerId))) throw bookingChanged();
      await insertBookingAudit(tx, {
        actorUserId: adminUserId,
        action: 'reassign',
        bookingId,
        reason: 'cleaner_demoted',
        detail: { from: cleanerUserId, to: decision.cleanerId, status: row.booking.status },
      });
      settled.reassigned.push({ bookingId, previousCleanerId: cleanerUserId });
    } else {
      if (!(await cancelOpenBooking(tx, bookingId, cleanerUserId, now))) throw bookingChanged();
      await insertBookingAudit(tx, {
        actorUserId: adminUserId,
        action: 'cancel',
        bookingId,
        reason: 'cleaner_demoted',
        detail: { refund: 'full', previousStatus: row.booking.status },
      });
      settled.cancelledBookingIds.push(bookingId);
    }
  }
  return settled;
}
