import { bookingMessages, bookings, conversationMembers, type DbOrTx } from '@limpa/db';
import { CONVERSATION_OPEN_DAYS_AFTER_END, STATUSES_WITHOUT_VISIT } from '@limpa/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { type InstantKeyset, newestFirstRows } from '../../lib/keyset-cursor';

/**
 * Whether a booking's conversation takes messages, by the database's clock: the domain's rule
 * (`conversationState`, packages/domain/src/conversation.ts) in SQL. Closed at once when the booking ended
 * without a visit; else until its end (start + duration, `ends_at`) plus the open days, counted in hours as
 * the domain counts them (a day is 24 h whatever the session's time zone).
 */
const conversationOpen = sql<boolean>`(${bookings.status} not in (${sql.join(
  STATUSES_WITHOUT_VISIT.map((s) => sql`${s}`),
  sql`, `,
)}) and ${bookings.endsAt} + make_interval(hours => ${24 * CONVERSATION_OPEN_DAYS_AFTER_END}) > now())`;

/**
 * The booking's two sides and whether its conversation is open. `lock` (a writer, in its transaction) holds
 * the booking row FOR SHARE until the transaction ends: a cancellation under way is waited for and then seen,
 * and none can commit between this answer and the message's insert.
 */
export async function findConversation(db: DbOrTx, bookingId: string, lock = false) {
  const query = db
    .select({
      id: bookings.id,
      customerId: bookings.customerId,
      cleanerId: bookings.cleanerId,
      status: bookings.status,
      endsAt: bookings.endsAt,
      open: conversationOpen,
    })
    .from(bookings)
    .where(eq(bookings.id, bookingId))
    .limit(1);
  const [row] = await (lock ? query.for('share') : query);
  return row;
}

export async function insertMessage(db: DbOrTx, values: typeof bookingMessages.$inferInsert) {
  const [row] = await db.insert(bookingMessages).values(values).returning();
  return row!;
}

/**
 * Points both people's inbox rows for the booking at this message (in the message's transaction). The rows are
 * written in user-id order, so two messages of one booking sent at once lock them in the same order; and a row
 * only moves forward, so the one that commits last cannot step back to an older message.
 */
export async function advanceConversation(db: DbOrTx, messageId: string, members: readonly string[]) {
  const ordered = sql.join(
    [...members].sort().map((id) => sql`${id}`),
    sql`, `,
  );
  await db.execute(sql`
    insert into ${conversationMembers} (user_id, booking_id, last_message_id, last_message_at)
    select member.id, m.booking_id, m.id, m.created_at
    from ${bookingMessages} m, unnest(array[${ordered}]::text[]) with ordinality as member(id, n)
    where m.id = ${messageId}
    order by member.n
    on conflict (user_id, booking_id) do update
      set last_message_id = excluded.last_message_id, last_message_at = excluded.last_message_at
      where (${conversationMembers.lastMessageAt}, ${conversationMembers.lastMessageId})
          < (excluded.last_message_at, excluded.last_message_id)`);
}

/** One page of a booking's messages, newest first, after a keyset position. */
export const listMessageRows = (
  db: DbOrTx,
  bookingId: string,
  after: InstantKeyset | undefined,
  limit: number,
) => newestFirstRows(db, bookingMessages, eq(bookingMessages.bookingId, bookingId), after, limit);

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
