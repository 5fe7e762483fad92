import { bookings, type Database } from '@limpa/db';
import { and, eq, gt, isNotNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../lib/app-context';
import { conflict, pgCode } from '../../lib/app-error';
import type { AuthContext } from '../../lib/auth-context';
import { bookingNotFound } from '../../lib/booking-privacy';
import { notifyReschedule } from '../notifications/reschedule-mails';
import { slotTaken } from './bookable-slot';
import { getBookingFor } from './read-bookings';

const clearedRequest = {
  rescheduleDate: null,
  rescheduleTime: null,
  rescheduleStartsAt: null,
  rescheduleEndsAt: null,
  rescheduleRequestedAt: null,
};

/** This cleaner's confirmed booking with an open reschedule request: the compare-and-swap condition. */
const openRequest = (id: string, cleaner: AuthContext) =>
  and(
    eq(bookings.id, id),
    eq(bookings.cleanerId, cleaner.userId),
    eq(bookings.status, 'confirmed'),
    isNotNull(bookings.rescheduleDate),
  );

/** Explains a refused answer: 404 when the booking is not this cleaner's, else 409. */
async function refusal(db: Database, cleaner: AuthContext, id: string, now: Date) {
  const [b] = await db.select().from(bookings).where(eq(bookings.id, id)).limit(1);
  if (!b || b.cleanerId !== cleaner.userId) return bookingNotFound();
  if (b.status === 'confirmed' && b.rescheduleStartsAt && b.rescheduleStartsAt <= now) {
    return conflict(
      'The requested time has already passed. Please decline the request.',
      'Reschedule not answered',
      'reschedule_expired',
    );
  }
  return conflict(
    'There is no reschedule request waiting for your answer.',
    'Reschedule not answered',
    'no_reschedule_request',
  );
}

/**
 * The cleaner accepts: the booking takes the requested time in one compare-and-swap (a racing decline,
 * cancel or second accept finds no open request); the exclusion constraint decides whether the time is
 * still free (409 slot_taken, the request stays open to be declined).
 */
async function acceptReschedule(db: Database, cleaner: AuthContext, id: string, now: Date) {
  let updated: { id: string } | undefined;
  try {
    [updated] = await db
      .update(bookings)
      .set({
        bookingDate: sql`${bookings.rescheduleDate}`,
        bookingTime: sql`${bookings.rescheduleTime}`,
        startsAt: sql`${bookings.rescheduleStartsAt}`,
        endsAt: sql`${bookings.rescheduleEndsAt}`,
        ...clearedRequest,
      })
      .where(and(openRequest(id, cleaner), gt(bookings.rescheduleStartsAt, now)))
      .returning({ id: bookings.id });
  } catch (err) {
    if (pgCode(err) === '23P01') throw slotTaken();
    throw err;
  }
  if (!updated) throw await refusal(db, cleaner, id, now);
}

/** The cleaner declines: the booking keeps its time and the request is cleared. */
async function declineReschedule(db: Database, cleaner: AuthContext, id: string, now: Date) {
  const [updated] = await db
    .update(bookings)
    .set(clearedRequest)
    .where(openRequest(id, cleaner))
    .returning({ id: bookings.id });
  if (!updated) throw await refusal(db, cleaner, id, now);
}

/** The cleaner answers the open reschedule request; both sides are told the answer. */
export async function answerReschedule(
  ctx: AppContext,
  cleaner: AuthContext,
  id: string,
  answer: 'accept' | 'decline',
  now = new Date(),
) {
  await (answer === 'accept' ? acceptReschedule : declineReschedule)(ctx.db, cleaner, id, now);
  await notifyReschedule(ctx, id, answer === 'accept' ? 'accepted' : 'declined');
  return { booking: await getBookingFor(ctx.db, cleaner, id) };
}
