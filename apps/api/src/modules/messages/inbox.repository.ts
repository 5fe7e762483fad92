import { bookingMessages, bookings, conversationMembers, type DbOrTx, profiles } from '@limpa/db';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { descIndexed, exactInstant, type InstantKeyset, olderThan } from '../../lib/keyset-cursor';

const UNREAD = 'unread_message';
const unread = alias(bookingMessages, UNREAD);

/**
 * One page of a person's conversations, newest message first: their inbox rows in index order, each with its
 * booking, newest message, the other side's name and the messages to them still unread (the partial unread
 * index), in one statement. Only bookings the person is still a side of: a cleaner an admin moved off a
 * booking keeps an inbox row but no longer sees it.
 */
export function listConversationRows(
  db: DbOrTx,
  userId: string,
  after: InstantKeyset | undefined,
  limit: number,
) {
  const m = conversationMembers;
  const otherSide = sql`case when ${bookings.customerId} = ${userId} then ${bookings.cleanerId} else ${bookings.customerId} end`;
  return db
    .select({
      bookingId: m.bookingId,
      lastMessageAtKey: exactInstant(m.lastMessageAt),
      startsAt: bookings.startsAt,
      timeZone: bookings.timeZone,
      otherName: profiles.fullName,
      body: bookingMessages.body,
      senderId: bookingMessages.senderId,
      createdAt: bookingMessages.createdAt,
      unreadCount: sql<number>`(select count(*)::int from ${bookingMessages} as ${sql.identifier(UNREAD)} where ${and(
        eq(unread.recipientId, userId),
        eq(unread.bookingId, m.bookingId),
        isNull(unread.readAt),
      )})`,
    })
    .from(m)
    .innerJoin(bookings, eq(bookings.id, m.bookingId))
    .innerJoin(bookingMessages, eq(bookingMessages.id, m.lastMessageId))
    .leftJoin(profiles, sql`${profiles.userId} = ${otherSide}`)
    .where(
      and(
        eq(m.userId, userId),
        or(eq(bookings.customerId, userId), eq(bookings.cleanerId, userId)),
        olderThan(m.lastMessageAt, m.bookingId, after),
      ),
    )
    .orderBy(descIndexed(m.lastMessageAt), descIndexed(m.bookingId))
    .limit(limit);
}
