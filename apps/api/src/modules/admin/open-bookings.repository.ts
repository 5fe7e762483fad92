import { bookings, customerAddresses, type DbOrTx, moneyAuditEvents, profiles } from '@limpa/db';
import { and, asc, eq, gt, inArray } from 'drizzle-orm';

const OPEN = ['pending', 'confirmed'] as const;

/** A cleaner's pending and confirmed bookings still to come, soonest first, each with its address row. */
function openBookingsQuery(db: DbOrTx, cleanerUserId: string, now: Date) {
  return db
    .select({ booking: bookings, address: customerAddresses })
    .from(bookings)
    .leftJoin(customerAddresses, eq(customerAddresses.id, bookings.addressId))
    .where(
      and(
        eq(bookings.cleanerId, cleanerUserId),
        inArray(bookings.status, [...OPEN]),
        gt(bookings.startsAt, now),
      ),
    )
    .orderBy(asc(bookings.startsAt), asc(bookings.id));
}

export type OpenBookingRow = Awaited<ReturnType<typeof openBookingsQuery>>[number];

export const findOpenBookingsOf = (db: DbOrTx, cleanerUserId: string, now: Date) =>
  openBookingsQuery(db, cleanerUserId, now);

/** The same rows locked (FOR UPDATE of the bookings): no one confirms, moves or cancels them meanwhile. */
export const lockOpenBookingsOf = (tx: DbOrTx, cleanerUserId: string, now: Date) =>
  openBookingsQuery(tx, cleanerUserId, now).for('update', { of: bookings });

/**
 * Compare-and-swap on the booking's cleaner: only while it is still this cleaner's and still open. An open
 * reschedule request was the previous cleaner's to answer, so it goes with them. Null when it moved meanwhile.
 */
export async function swapCleaner(tx: DbOrTx, bookingId: string, fromCleanerId: string, toCleanerId: string) {
  const [row] = await tx
    .update(bookings)
    .set({
      cleanerId: toCleanerId,
      rescheduleDate: null,
      rescheduleTime: null,
      rescheduleStartsAt: null,
      rescheduleEndsAt: null,
      rescheduleRequestedAt: null,
    })
    .where(
      and(
        eq(bookings.id, bookingId),
        eq(bookings.cleanerId, fromCleanerId),
        inArray(bookings.status, [...OPEN]),
      ),
    )
    .returning({ id: bookings.id });
  return row ?? null;
}

/** Compare-and-swap to cancelled by an admin, while still this cleaner's and still open. */
export async function cancelOpenBooking(tx: DbOrTx, bookingId: string, cleanerId: string, now: Date) {
  const [row] = await tx
    .update(bookings)
    .set({ status: 'cancelled', cancelledBy: 'admin', cancelledAt: now })
    .where(
      and(eq(bookings.id, bookingId), eq(bookings.cleanerId, cleanerId), inArray(bookings.status, [...OPEN])),
    )
    .returning({ id: bookings.id });
  return row ?? null;
}

export async function insertBookingAudit(tx: DbOrTx, entry: typeof moneyAuditEvents.$inferInsert) {
  await tx.insert(moneyAuditEvents).values(entry);
}

/** The names of these users, as the admin picks among them. */
export function findFullNames(db: DbOrTx, userIds: string[]) {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .select({ userId: profiles.userId, fullName: profiles.fullName })
    .from(profiles)
    .where(inArray(profiles.userId, userIds));
}
