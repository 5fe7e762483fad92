import type { RescheduleBody } from '@limpa/contracts';
import { bookings, customerAddresses, type Database, type DbOrTx } from '@limpa/db';
import { MAX_RESCHEDULES, rescheduleMode } from '@limpa/domain';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { AppContext } from '../../lib/app-context';
import { AppError, conflict, pgCode } from '../../lib/app-error';
import type { AuthContext } from '../../lib/auth-context';
import { bookingNotFound } from '../../lib/booking-privacy';
import { notifyReschedule } from '../notifications/reschedule-mails';
import { getSettings } from '../settings/get-settings';
import { assertValidDateAndTime, findBookableSlot, slotTaken } from './bookable-slot';
import { getBookingFor } from './read-bookings';

export type RescheduleOutcome = 'moved' | 'requested';

const notReschedulable = (status: string) =>
  conflict(
    `This booking is ${status.replace('_', ' ')}; it cannot be rescheduled.`,
    'Booking not rescheduled',
    'invalid_transition',
  );

const limitReached = () =>
  conflict(
    `This booking was already rescheduled ${MAX_RESCHEDULES} times; it cannot be rescheduled again. Please cancel it and book again, or contact support.`,
    'Booking not rescheduled',
    'reschedule_limit',
  ).withDetailVars({ max: MAX_RESCHEDULES });

/**
 * One more reschedule, claimed in the update itself (compare-and-swap on the count): a booking that already
 * had MAX_RESCHEDULES is not updated at all, whatever raced it.
 */
const countedReschedule = {
  rescheduleCount: sql`${bookings.rescheduleCount} + 1`,
};
const underLimit = lt(bookings.rescheduleCount, MAX_RESCHEDULES);

/** Why the compare-and-swap changed nothing: the limit (reached meanwhile), else the booking's status. */
async function refusal(tx: DbOrTx, id: string, status: string) {
  const [row] = await tx
    .select({ count: bookings.rescheduleCount })
    .from(bookings)
    .where(eq(bookings.id, id));
  return row && row.count >= MAX_RESCHEDULES ? limitReached() : notReschedulable(status);
}

/**
 * The move or the request, in one transaction. The new time passes the creation's slot rules; the booking's row
 * lock serialises racing reschedules and a racing confirm (which re-reads the row after it), and the exclusion
 * constraint settles a race for the same time with another booking (409). Each booking takes at most
 * MAX_RESCHEDULES reschedules, moves and requests alike (409 reschedule_limit).
 */
async function moveOrRequest(
  db: Database,
  customer: AuthContext,
  id: string,
  body: RescheduleBody,
  now: Date,
): Promise<RescheduleOutcome> {
  assertValidDateAndTime(body.bookingDate, body.bookingTime);
  try {
    return await db.transaction(async (tx) => {
      const [b] = await tx.select().from(bookings).where(eq(bookings.id, id)).for('update');
      if (!b || b.customerId !== customer.userId) throw bookingNotFound();
      const mode = rescheduleMode({ status: b.status, startsAt: b.startsAt, now });
      if (mode === 'not_allowed' || !b.cleanerId) throw notReschedulable(b.status);
      // The answer before any slot work; the update's own condition below is what holds the limit.
      if (b.rescheduleCount >= MAX_RESCHEDULES) throw limitReached();
      if (mode === 'too_late') {
        throw new AppError(
          422,
          'reschedule_window_closed',
          'Booking not rescheduled',
          'This booking has already started; it can no longer be rescheduled. Please contact support.',
        );
      }
      if (mode === 'request' && b.rescheduleDate) {
        throw conflict(
          'A reschedule request is already waiting for the cleaner’s answer.',
          'Booking not rescheduled',
          'reschedule_pending',
        );
      }
      const [address] = b.addressId
        ? await tx.select().from(customerAddresses).where(eq(customerAddresses.id, b.addressId))
        : [];
      if (!address) {
        throw new AppError(
          422,
          'address_not_found',
          'Booking not rescheduled',
          'The address of this booking was removed. Please cancel it and book again.',
        );
      }
      const slot = await findBookableSlot(tx, {
        address,
        cleanerId: b.cleanerId,
        bookingDate: body.bookingDate,
        bookingTime: body.bookingTime,
        homeType: b.homeType,
        isRecurring: b.isRecurring,
        // The visit keeps the length it was booked with (its service's, decision 062).
        durationHours: b.durationHours,
        now,
        earliestStartHours: (await getSettings(tx)).earliestStartHours,
        ignoreBookingId: b.id,
      });
      const time = { bookingDate: body.bookingDate, bookingTime: body.bookingTime };
      if (mode === 'move') {
        const [moved] = await tx
          .update(bookings)
          .set({ ...time, startsAt: slot.startsAt, endsAt: slot.endsAt, ...countedReschedule })
          .where(and(eq(bookings.id, id), eq(bookings.status, 'pending'), underLimit))
          .returning({ id: bookings.id });
        if (!moved) throw await refusal(tx, id, b.status);
        return 'moved';
      }
      const [requested] = await tx
        .update(bookings)
        .set({
          rescheduleDate: time.bookingDate,
          rescheduleTime: time.bookingTime,
          rescheduleStartsAt: slot.startsAt,
          rescheduleEndsAt: slot.endsAt,
          rescheduleRequestedAt: now,
          ...countedReschedule,
        })
        .where(
          and(
            eq(bookings.id, id),
            eq(bookings.status, 'confirmed'),
            isNull(bookings.rescheduleDate),
            underLimit,
          ),
        )
        .returning({ id: bookings.id });
      if (!requested) throw await refusal(tx, id, b.status);
      return 'requested';
    });
  } catch (err) {
    if (pgCode(err) === '23P01') throw slotTaken();
    throw err;
  }
}

/**
 * The customer moves their booking (docs/product-rules.md#reschedule): a pending one moves at once, a
 * confirmed one becomes a request its cleaner answers, until its start, however close (inside 24 h too: the
 * cleaner's consent is what makes a late change fair, decision 070). Either way both sides are told.
 */
export async function rescheduleBooking(
  ctx: AppContext,
  customer: AuthContext,
  id: string,
  body: RescheduleBody,
  now = new Date(),
) {
  const outcome = await moveOrRequest(ctx.db, customer, id, body, now);
  await notifyReschedule(ctx, id, outcome);
  return { outcome, booking: await getBookingFor(ctx.db, customer, id) };
}
