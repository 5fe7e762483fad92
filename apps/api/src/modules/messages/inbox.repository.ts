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
import { alias, unionAll } from 'drizzle-orm/pg-core';
import { descIndexed, exactInstant, type InstantKeyset, olderThan } from '../../lib/keyset-cursor';

const UNREAD = 'unread_message';
const unread = alias(bookingMessages, UNREAD);

/**
 * One page of a person's conversations, newest message first: their inbox rows in index order, each with its
 * booking, newest message, the other side's name and the messages to them still unread (the partial unread
 * index), in one statement. Only bookings the person is still a side of: a cleaner an admin moved off a
 * booking keeps an inbox row but no longer sees it.
 */
function bookingInboxRows(db: DbOrTx, userId: string, after: InstantKeyset | undefined, limit: number) {
  const m = conversationMembers;
  const otherSide = sql`case when ${bookings.customerId} = ${userId} then ${bookings.cleanerId} else ${bookings.customerId} end`;
  return db
    .select({
      kind: sql<'booking' | 'enquiry'>`'booking'`.as('kind'),
      id: sql<string>`${m.bookingId}`.as('conversation_id'),
      lastMessageAtKey: exactInstant(m.lastMessageAt).as('last_message_at_key'),
      // Typed as the pre-booking branch's nulls, decoded as the booking's columns.
      startsAt: sql`${bookings.startsAt}`
        .mapWith((v: string | null): Date | null =>
          v === null ? null : (bookings.startsAt.mapFromDriverValue(v) as Date),
        )
        .as('starts_at'),
      timeZone: sql<string | null>`${bookings.timeZone}`.as('time_zone'),
      otherName: profiles.fullName,
      body: bookingMessages.body,
      senderId: bookingMessages.senderId,
      createdAt: bookingMessages.createdAt,
      unreadCount:
        sql<number>`(select count(*)::int from ${bookingMessages} as ${sql.identifier(UNREAD)} where ${and(
          eq(unread.recipientId, userId),
          eq(unread.bookingId, m.bookingId),
          isNull(unread.readAt),
        )})`.as('unread_count'),
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
 * The same page of the pre-booking conversations (decision 056) where the person is `side`, from that side's
 * inbox index: each with its newest message, the other side's name and the messages to them still unread. Only
 * conversations with a message: one opened and never written in lists nowhere. One side per read, so each
 * reads its index in order (an OR of both would gather and sort every conversation the person has).
 */
function enquiryInboxRows(
  db: DbOrTx,
  userId: string,
  side: 'customer' | 'cleaner',
  after: InstantKeyset | undefined,
  limit: number,
) {
  const e = enquiries;
  const [mine, other] = side === 'customer' ? [e.customerId, e.cleanerId] : [e.cleanerId, e.customerId];
  return db
    .select({
      kind: sql<'booking' | 'enquiry'>`'enquiry'`.as('kind'),
      id: sql<string>`${e.id}`.as('conversation_id'),
      lastMessageAtKey: exactInstant(e.lastMessageAt).as('last_message_at_key'),
      startsAt: sql<Date | null>`null::timestamptz`.as('starts_at'),
      timeZone: sql<string | null>`null::text`.as('time_zone'),
      otherName: profiles.fullName,
      body: enquiryMessages.body,
      senderId: enquiryMessages.senderId,
      createdAt: enquiryMessages.createdAt,
      unreadCount:
        sql<number>`(select count(*)::int from ${enquiryMessages} as ${sql.identifier(UNREAD_ENQUIRY)} where ${and(
          eq(unreadEnquiry.recipientId, userId),
          eq(unreadEnquiry.enquiryId, e.id),
          isNull(unreadEnquiry.readAt),
        )})`.as('unread_count'),
    })
    .from(e)
    .innerJoin(enquiryMessages, eq(enquiryMessages.id, e.lastMessageId))
    .leftJoin(profiles, eq(profiles.userId, other))
    .where(and(eq(mine, userId), isNotNull(e.lastMessageAt), olderThan(e.lastMessageAt, e.id, after)))
    .orderBy(descIndexed(e.lastMessageAt), descIndexed(e.id))
    .limit(limit);
}

/**
 * One page of a person's inbox, booking and pre-booking conversations together, newest message first, in one
 * statement: each kind (and each side of a pre-booking one) reads its own index in order, up to `limit` rows past
 * the keyset position, and the union's order (the exact instant's text sorts as the instants do, then the id)
 * keeps the newest `limit` of the three: a sort of at most three pages, whatever the inbox's size.
 */
export function listInboxRows(db: DbOrTx, userId: string, after: InstantKeyset | undefined, limit: number) {
  return unionAll(
    bookingInboxRows(db, userId, after, limit),
    enquiryInboxRows(db, userId, 'customer', after, limit),
    enquiryInboxRows(db, userId, 'cleaner', after, limit),
  )
    .orderBy(sql`last_message_at_key desc`, sql`conversation_id desc`)
    .limit(limit);
}
