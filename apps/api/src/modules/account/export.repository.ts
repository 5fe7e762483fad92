import {
  accounts,
  bookingMessages,
  customerAddresses,
  type DbOrTx,
  enquiries,
  enquiryMessages,
  favorites,
  notifications,
  paymentMethods,
  payoutItems,
  payouts,
  profiles,
  reviews,
  sessions,
  supportCases,
  supportMessages,
  supportPhotos,
  users,
} from '@limpa/db';
import { asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import { qualified } from '../../lib/qualified-column';

const customerProfile = alias(profiles, 'customer_profile');
const cleanerProfile = alias(profiles, 'cleaner_profile');

/** The other party of a record appears by first name only (their own data is theirs to export, not ours). */
const firstNameOf = (p: { firstName: AnyPgColumn; fullName: AnyPgColumn }) =>
  sql<string | null>`coalesce(nullif(${p.firstName}, ''), split_part(${p.fullName}, ' ', 1))`;

export function readAccount(db: DbOrTx, userId: string) {
  return db
    .select({
      email: users.email,
      name: users.name,
      emailVerified: users.emailVerified,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(eq(users.id, userId));
}

export const readProfile = (db: DbOrTx, userId: string) =>
  db.select().from(profiles).where(eq(profiles.userId, userId));

/** Which ways in the account has (password, Google); never a hash or a token. */
export const readSignInMethods = (db: DbOrTx, userId: string) =>
  db
    .select({ provider: accounts.providerId, createdAt: accounts.createdAt })
    .from(accounts)
    .where(eq(accounts.userId, userId))
    .orderBy(asc(accounts.createdAt));

export const readSessions = (db: DbOrTx, userId: string) =>
  db
    .select({
      createdAt: sessions.createdAt,
      expiresAt: sessions.expiresAt,
      ipAddress: sessions.ipAddress,
      userAgent: sessions.userAgent,
    })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(desc(sessions.createdAt));

export const readAddresses = (db: DbOrTx, userId: string) =>
  db.select().from(customerAddresses).where(eq(customerAddresses.userId, userId));

/** Cards as brand and last four only. */
export const readCards = (db: DbOrTx, userId: string) =>
  db
    .select({
      brand: paymentMethods.cardBrand,
      lastFour: paymentMethods.cardLastFour,
      expMonth: paymentMethods.cardExpMonth,
      expYear: paymentMethods.cardExpYear,
      isDefault: paymentMethods.isDefault,
      createdAt: paymentMethods.createdAt,
    })
    .from(paymentMethods)
    .where(eq(paymentMethods.userId, userId));

/** People by first name only: the other sides of the person's bookings. */
export const readFirstNames = (db: DbOrTx, userIds: string[]) =>
  userIds.length === 0
    ? Promise.resolve([])
    : db
        .select({ userId: profiles.userId, firstName: firstNameOf(profiles) })
        .from(profiles)
        .where(inArray(profiles.userId, userIds));

/** Reviews written (as customer) and received (as cleaner). */
export const readReviews = (db: DbOrTx, userId: string) =>
  db
    .select({
      review: reviews,
      customerFirstName: firstNameOf(customerProfile),
      cleanerFirstName: firstNameOf(cleanerProfile),
    })
    .from(reviews)
    .leftJoin(customerProfile, eq(customerProfile.userId, reviews.customerId))
    .leftJoin(cleanerProfile, eq(cleanerProfile.userId, reviews.cleanerId))
    .where(or(eq(reviews.customerId, userId), eq(reviews.cleanerId, userId)))
    .orderBy(desc(reviews.createdAt));

export const readFavourites = (db: DbOrTx, userId: string) =>
  db
    .select({ cleanerFirstName: firstNameOf(cleanerProfile), createdAt: favorites.createdAt })
    .from(favorites)
    .leftJoin(cleanerProfile, eq(cleanerProfile.userId, favorites.cleanerId))
    .where(eq(favorites.customerId, userId));

/** Payouts with the bookings each paid, in one query (the items aggregated per payout). */
export const readPayouts = (db: DbOrTx, userId: string) =>
  db
    .select({
      id: payouts.id,
      amountCents: payouts.amountCents,
      currency: payouts.currency,
      status: payouts.status,
      createdAt: payouts.createdAt,
      items: sql<{ bookingId: string; amountCents: number }[]>`coalesce(
        (select json_agg(json_build_object('bookingId', ${payoutItems.bookingId}, 'amountCents', ${payoutItems.amountCents}))
           from ${payoutItems} where ${payoutItems.payoutId} = ${qualified(payouts.id)}), '[]'::json)`,
    })
    .from(payouts)
    .where(eq(payouts.cleanerId, userId))
    .orderBy(desc(payouts.createdAt));

/** Whether the person wrote a message or received it. */
const directionOf = (senderId: AnyPgColumn, userId: string) =>
  sql<'sent' | 'received'>`case when ${senderId} = ${userId} then 'sent' else 'received' end`;

/** Messages the person sent or received, oldest first (the other side's words are theirs too: their booking). */
export const readMessages = (db: DbOrTx, userId: string) =>
  db
    .select({
      bookingId: bookingMessages.bookingId,
      direction: directionOf(bookingMessages.senderId, userId),
      body: bookingMessages.body,
      createdAt: bookingMessages.createdAt,
      readAt: bookingMessages.readAt,
    })
    .from(bookingMessages)
    .where(or(eq(bookingMessages.senderId, userId), eq(bookingMessages.recipientId, userId)))
    .orderBy(asc(bookingMessages.createdAt));

/** The first name of the conversation's other side: the cleaner for its customer, the customer for its cleaner. */
const otherPartyFirstName = (userId: string) => {
  const other = sql`case when ${enquiries.customerId} = ${userId} then ${enquiries.cleanerId} else ${enquiries.customerId} end`;
  return sql<
    string | null
  >`(select ${firstNameOf(profiles)} from ${profiles} where ${profiles.userId} = ${other})`;
};

/**
 * The person's pre-booking conversations' messages (decision 056), oldest first, with the other side by first
 * name: there is no booking to name the conversation by.
 */
export const readPreBookingMessages = (db: DbOrTx, userId: string) =>
  db
    .select({
      conversationId: enquiryMessages.enquiryId,
      otherParty: otherPartyFirstName(userId),
      direction: directionOf(enquiryMessages.senderId, userId),
      body: enquiryMessages.body,
      createdAt: enquiryMessages.createdAt,
      readAt: enquiryMessages.readAt,
    })
    .from(enquiryMessages)
    .innerJoin(enquiries, eq(enquiries.id, enquiryMessages.enquiryId))
    .where(or(eq(enquiries.customerId, userId), eq(enquiries.cleanerId, userId)))
    .orderBy(asc(enquiryMessages.createdAt), asc(enquiryMessages.id));

/**
 * The person's help-desk cases, each with its conversation (the team's answers unsigned: the team speaks) and its
 * photos (their ids: export-my-data.ts gives each the address it is served at to its owner).
 */
export const readSupportCases = (db: DbOrTx, userId: string) =>
  db
    .select({
      id: supportCases.id,
      topic: supportCases.topic,
      status: supportCases.status,
      bookingId: supportCases.bookingId,
      createdAt: supportCases.createdAt,
      closedAt: supportCases.closedAt,
      messages: sql<{ fromTeam: boolean; body: string; createdAt: string }[]>`coalesce(
        (select json_agg(json_build_object('fromTeam', ${supportMessages.fromTeam}, 'body', ${supportMessages.body},
           'createdAt', ${supportMessages.createdAt}) order by ${supportMessages.createdAt}, ${supportMessages.id})
           from ${supportMessages} where ${supportMessages.caseId} = ${qualified(supportCases.id)}), '[]'::json)`,
      photos: sql<{ id: string; createdAt: string }[]>`coalesce(
        (select json_agg(json_build_object('id', ${supportPhotos.id}, 'createdAt', ${supportPhotos.createdAt})
           order by ${supportPhotos.createdAt}, ${supportPhotos.id})
           from ${supportPhotos} where ${supportPhotos.caseId} = ${qualified(supportCases.id)}), '[]'::json)`,
    })
    .from(supportCases)
    .where(eq(supportCases.requesterId, userId))
    .orderBy(desc(supportCases.createdAt));

export const readNotifications = (db: DbOrTx, userId: string) =>
  db
    .select({
      type: notifications.type,
      title: notifications.title,
      body: notifications.body,
      link: notifications.link,
      readAt: notifications.readAt,
      createdAt: notifications.createdAt,
    })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt));
