import {
  bookingCharges,
  bookings,
  cleanerAvailability,
  customerAddresses,
  type Database,
  paymentMethods,
  profiles,
  reviews,
  users,
} from '@limpa/db';
import { asc, inArray } from 'drizzle-orm';

/**
 * Everything that belongs to people who take no part in a test: their account, profile, addresses, cards,
 * availability, the bookings they made (with their charges) and their reviews.
 * Compare a snapshot from before with one from after: any difference is someone else's request reaching them.
 */
export async function bystanderRows(db: Database, userIds: string[]) {
  const theirBookings = await db
    .select()
    .from(bookings)
    .where(inArray(bookings.customerId, userIds))
    .orderBy(asc(bookings.id));
  const ids = theirBookings.map((b) => b.id);
  // Every per-person table has user_id and id: one query shape, ordered for a stable comparison.
  const ofTheirs = (
    table: typeof profiles | typeof customerAddresses | typeof paymentMethods | typeof cleanerAvailability,
  ): Promise<unknown[]> =>
    db
      .select()
      .from(table as typeof profiles)
      .where(inArray(table.userId, userIds))
      .orderBy(asc(table.id));
  return {
    users: await db.select().from(users).where(inArray(users.id, userIds)).orderBy(asc(users.id)),
    profiles: await ofTheirs(profiles),
    addresses: await ofTheirs(customerAddresses),
    cards: await ofTheirs(paymentMethods),
    availability: await ofTheirs(cleanerAvailability),
    bookings: theirBookings,
    charges:
      ids.length === 0
        ? []
        : await db
            .select()
            .from(bookingCharges)
            .where(inArray(bookingCharges.bookingId, ids))
            .orderBy(asc(bookingCharges.id)),
    reviews: await db
      .select()
      .from(reviews)
      .where(inArray(reviews.customerId, userIds))
      .orderBy(asc(reviews.id)),
  };
}
