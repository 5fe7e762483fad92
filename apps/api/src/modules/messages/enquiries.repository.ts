import { bookings, type DbOrTx, enquiries, enquiryMessages, profiles } from '@limpa/db';
import { ENQUIRY_IDLE_DAYS } from '@limpa/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type InstantKeyset, newestFirstRows } from '../../lib/keyset-cursor';

/**
 * The closing rule of a pre-booking conversation (`enquiryState`, packages/domain/src/conversation.ts) in SQL,
 * by the database's clock: closed once a booking between the two was placed since it (re)opened, or after the
 * idle days without a message, counted in hours as the domain counts them.
 */
const bookedSince = sql<boolean>`exists (select 1 from ${bookings} where ${bookings.customerId} = ${enquiries.customerId}
  and ${bookings.cleanerId} = ${enquiries.cleanerId} and ${bookings.createdAt} >= ${enquiries.openedAt})`;
const idle = sql<boolean>`(greatest(${enquiries.openedAt}, coalesce(${enquiries.lastMessageAt}, ${enquiries.openedAt}))
  + make_interval(hours => ${24 * ENQUIRY_IDLE_DAYS}) <= now())`;

/** An approved, onboarded cleaner who is not suspended: the ones a customer can find and so write to. */
export async function isActiveCleaner(db: DbOrTx, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: profiles.userId })
    .from(profiles)
    .where(
      and(
        eq(profiles.userId, userId),
        eq(profiles.role, 'cleaner'),
        eq(profiles.isApproved, true),
        eq(profiles.onboardingComplete, true),
        isNull(profiles.suspendedAt),
        isNull(profiles.deletedAt),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * The pair's one conversation: inserted, or found by the unique index when it exists (two opens at once meet
 * there, never check-then-insert). A closed one opens again from now: `opened_at` moves, and both closing
 * conditions count from it.
 */
export async function upsertEnquiry(db: DbOrTx, customerId: string, cleanerId: string): Promise<string> {
  const [row] = await db
    .insert(enquiries)
    .values({ customerId, cleanerId })
    .onConflictDoUpdate({
      target: [enquiries.customerId, enquiries.cleanerId],
      set: { openedAt: sql`case when ${bookedSince} or ${idle} then now() else ${enquiries.openedAt} end` },
    })
    .returning({ id: enquiries.id });
  return row!.id;
}

/** The conversation with its sides' names and state; `lock` holds the row until the transaction ends. */
export async function findEnquiry(db: DbOrTx, id: string, lock = false) {
  const customer = alias(profiles, 'customer_profile');
  const cleaner = alias(profiles, 'cleaner_profile');
  const query = db
    .select({
      id: enquiries.id,
      customerId: enquiries.customerId,
      cleanerId: enquiries.cleanerId,
      customerName: customer.fullName,
      cleanerName: cleaner.fullName,
      bookedSince,
      idle,
    })
    .from(enquiries)
    .leftJoin(customer, eq(customer.userId, enquiries.customerId))
    .leftJoin(cleaner, eq(cleaner.userId, enquiries.cleanerId))
    .where(eq(enquiries.id, id))
    .limit(1);
  const [row] = await (lock ? query.for('update', { of: enquiries }) : query);
  return row;
}

export async function insertEnquiryMessage(db: DbOrTx, values: typeof enquiryMessages.$inferInsert) {
  const [row] = await db.insert(enquiryMessages).values(values).returning();
  return row!;
}

/**
 * Points the conversation (both sides' inbox entry) at its newest message, in the message's transaction (which
 * holds the row). The instant is copied in SQL: a JS Date would drop the microseconds the inbox's cursor keeps.
 */
export async function advanceEnquiry(db: DbOrTx, message: { id: string; enquiryId: string }) {
  await db
    .update(enquiries)
    .set({
      lastMessageId: message.id,
      lastMessageAt: sql`(select ${enquiryMessages.createdAt} from ${enquiryMessages} where ${enquiryMessages.id} = ${message.id})`,
    })
    .where(eq(enquiries.id, message.enquiryId));
}

/** One page of the conversation's messages, newest first, after a keyset position. */
export const listEnquiryMessageRows = (
  db: DbOrTx,
  enquiryId: string,
  after: InstantKeyset | undefined,
  limit: number,
) => newestFirstRows(db, enquiryMessages, eq(enquiryMessages.enquiryId, enquiryId), after, limit);

/** Marks every message of the conversation sent to `recipientId` as read; returns how many changed. */
export async function markEnquiryRead(db: DbOrTx, enquiryId: string, recipientId: string): Promise<number> {
  const rows = await db
    .update(enquiryMessages)
    .set({ readAt: sql`now()` })
    .where(
      and(
        eq(enquiryMessages.enquiryId, enquiryId),
        eq(enquiryMessages.recipientId, recipientId),
        isNull(enquiryMessages.readAt),
      ),
    )
    .returning({ id: enquiryMessages.id });
  return rows.length;
}

/** Unread messages to a person, per pre-booking conversation (the partial unread index). */
export function countUnreadByEnquiry(db: DbOrTx, recipientId: string) {
  return db
    .select({ enquiryId: enquiryMessages.enquiryId, count: sql<number>`count(*)::int` })
    .from(enquiryMessages)
    .where(and(eq(enquiryMessages.recipientId, recipientId), isNull(enquiryMessages.readAt)))
    .groupBy(enquiryMessages.enquiryId);
}
