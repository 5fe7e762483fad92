import {
  accounts,
  bookingMessages,
  bookings,
  cleanerAvailability,
  customerAddresses,
  type DbOrTx,
  enquiryMessages,
  favorites,
  notifications,
  profiles,
  users,
} from '@limpa/db';
import { eq, or } from 'drizzle-orm';

/** The name every deleted person takes on the records that stay (bookings, reviews, payouts). */
export const DELETED_NAME = 'Deleted user';

/** What stays of a deleted person's messages. */
export const MESSAGE_REMOVED = 'Message removed';

/** A unique address nobody can receive mail at (`.invalid` is reserved, RFC 2606). */
export const anonymisedEmail = (userId: string) => `deleted-${userId}@deleted.invalid`;

/**
 * Erases what identifies a person and keeps what accounting needs: the user and profile rows stay under an
 * anonymised name (bookings and payouts point at them), everything else personal goes. Runs inside the
 * deletion transaction; sign-in methods are removed, so no password or Google sign-in reaches this account.
 */
export async function anonymiseAccount(tx: DbOrTx, userId: string, now: Date) {
  await tx
    .update(users)
    .set({
      name: DELETED_NAME,
      email: anonymisedEmail(userId),
      image: null,
      emailVerified: false,
      updatedAt: now,
    })
    .where(eq(users.id, userId));
  await tx
    .update(profiles)
    .set({
      fullName: DELETED_NAME,
      firstName: null,
      lastName: null,
      phone: null,
      taxId: null,
      bio: null,
      avatarUrl: null,
      city: null,
      addressLine1: null,
      addressLine2: null,
      provinceOrDistrict: null,
      postalCode: null,
      latitude: null,
      longitude: null,
      locationPrecision: null,
      isApproved: false,
      isAvailable: false,
      payoutConnected: false,
      deletedAt: now,
      updatedAt: now,
    })
    .where(eq(profiles.userId, userId));
  await tx.delete(accounts).where(eq(accounts.userId, userId));
  await tx.delete(customerAddresses).where(eq(customerAddresses.userId, userId));
  await tx.delete(favorites).where(or(eq(favorites.customerId, userId), eq(favorites.cleanerId, userId)));
  await tx.delete(cleanerAvailability).where(eq(cleanerAvailability.userId, userId));
  await tx.delete(notifications).where(eq(notifications.userId, userId));
  // What they wrote may say who they are; the other side keeps the conversation's shape, not the words.
  await tx.update(bookingMessages).set({ body: MESSAGE_REMOVED }).where(eq(bookingMessages.senderId, userId));
  await tx.update(enquiryMessages).set({ body: MESSAGE_REMOVED }).where(eq(enquiryMessages.senderId, userId));
  // Bookings stay for accounting; the street address and notes of the customer's home do not.
  await tx
    .update(bookings)
    .set({
      customerAddress: 'Address removed',
      customerLatitude: null,
      customerLongitude: null,
      specialInstructions: null,
    })
    .where(eq(bookings.customerId, userId));
}
