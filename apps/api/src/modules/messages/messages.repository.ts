import { bookingMessages, bookings, type DbOrTx } from '@limpa/db';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { exactInstant, type InstantKeyset, olderThan } from '../../lib/keyset-cursor';

/** How long after a booking ends its conversation stays open (docs/product-rules.md#messages). */
export const CONVERSATION_OPEN_DAYS = 14;

/** The booking's two sides and whether its conversation is still open, by the database's clock. */
export async function findConversation(db: DbOrTx, bookingId: string) {
  const [row] = await db
    .select({
      id: bookings.id,
      customerId: bookings.customerId,
      cleanerId: bookings.cleanerId,
      open: sql<boolean>`${bookings.endsAt} + make_interval(days => ${CONVERSATION_OPEN_DAYS}) > now()`,
    })
    .from(bookings)
    .where(eq(bookings.id, bookingId))
    .limit(1);
  return row;
}

export async function insertMessage(db: DbOrTx, values: typeof bookingMessages.$inferInsert) {
  const [row] = await db.insert(bookingMessages).values(values).returning();
  return row!;
}

/** One page of a booking's messages, newest first, after a keyset position. */
export function listMessageRows(
  db: DbOrTx,
  bookingId: string,
  after: InstantKeyset | undefined,
  limit: number,
) {
  return db
    .select({ message: bookingMessages, createdAtKey: exactInstant(bookingMessages.createdAt) })
    .from(bookingMessages)
    .where(
      and(
        eq(bookingMessages.bookingId, bookingId),
        olderThan(bookingMessages.createdAt, bookingMessages.id, after),
      ),
    )
    .orderBy(desc(bookingMessages.createdAt), desc(bookingMessages.id))
    .limit(limit);
}

/** Marks every message of the booking sent to `recipientId` as read; returns how many changed. */
export async function markRead(db: DbOrTx, bookingId: string, recipientId: string): Promise<number> {
  const rows = await db
    .update(bookingMessages)
    .set({ readAt: sql`now()` })
    .where(
      and(
        eq(bookingMessages.bookingId, bookingId),
        eq(bookingMessages.recipientId, recipientId),
        isNull(bookingMessages.readAt),
      ),
    )
    .returning({ id: bookingMessages.id });
  return rows.length;
}

/** Unread messages to a person, per booking (the partial unread index). */
export function countUnreadByBooking(db: DbOrTx, recipientId: string) {
  return db
    .select({ bookingId: bookingMessages.bookingId, count: sql<number>`count(*)::int` })
    .from(bookingMessages)
    .where(and(eq(bookingMessages.recipientId, recipientId), isNull(bookingMessages.readAt)))
    .groupBy(bookingMessages.bookingId);
}
