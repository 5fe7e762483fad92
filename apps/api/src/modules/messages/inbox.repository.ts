import {
  bookingMessages,
  bookings,
  conversationMembers,
  type DbOrTx,
  enquiries,
  enquiryMessages,
  profiles,
} from '@limpa/db';
import { and, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
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

const UNREAD_ENQUIRY = 'unread_enquiry_message';
const unreadEnquiry = alias(enquiryMessages, UNREAD_ENQUIRY);

/**
 * The same page of a person's pre-booking conversations (decision 056), from the enquiries' inbox indexes (one
 * per side): each with its newest message, the other side's name and the messages to them still unread. Only
 * conversations with a message: one opened and never written in lists nowhere.
 */
export function listEnquiryInboxRows(
  db: DbOrTx,
  userId: string,
  after: InstantKeyset | undefined,
  limit: number,
) {
  const e = enquiries;
  const otherSide = sql`case when ${e.customerId} = ${userId} then ${e.cleanerId} else ${e.customerId} end`;
  return db
    .select({
      id: e.id,
      lastMessageAtKey: exactInstant(e.lastMessageAt),
      otherName: profiles.fullName,
      body: enquiryMessages.body,
      senderId: enquiryMessages.senderId,
      createdAt: enquiryMessages.createdAt,
      unreadCount: sql<number>`(select count(*)::int from ${enquiryMessages} as ${sql.identifier(UNREAD_ENQUIRY)} where ${and(
        eq(unreadEnquiry.recipientId, userId),
        eq(unreadEnquiry.enquiryId, e.id),
        isNull(unreadEnquiry.readAt),
      )})`,
    })
    .from(e)
    .innerJoin(enquiryMessages, eq(enquiryMessages.id, e.lastMessageId))
    .leftJoin(profiles, sql`${profiles.userId} = ${otherSide}`)
    .where(
      and(
        or(eq(e.customerId, userId), eq(e.cleanerId, userId)),
        isNotNull(e.lastMessageAt),
        olderThan(e.lastMessageAt, e.id, after),
      ),
    )
    .orderBy(descIndexed(e.lastMessageAt), descIndexed(e.id))
    .limit(limit);
}
