import {
  addOns,
  bookings,
  customerAddresses,
  type DbOrTx,
  idempotencyKeys,
  paymentMethods,
  profiles,
} from '@limpa/db';
import { and, eq, inArray, sql } from 'drizzle-orm';

export function findOwnAddress(db: DbOrTx, userId: string, addressId: string) {
  return db
    .select()
    .from(customerAddresses)
    .where(and(eq(customerAddresses.id, addressId), eq(customerAddresses.userId, userId)))
    .limit(1)
    .then((rows) => rows[0]);
}

export function findOwnPaymentMethod(db: DbOrTx, userId: string, paymentMethodId: string) {
  return db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.id, paymentMethodId), eq(paymentMethods.userId, userId)))
    .limit(1)
    .then((rows) => rows[0]);
}

export function findAddOnsByIds(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select().from(addOns).where(inArray(addOns.id, ids));
}

export function findCleanerProfile(db: DbOrTx, userId: string) {
  return db
    .select()
    .from(profiles)
    .where(and(eq(profiles.userId, userId), eq(profiles.role, 'cleaner')))
    .limit(1)
    .then((rows) => rows[0]);
}

/**
 * Claims an Idempotency-Key for this user. Returns null when claimed now, or the booking id of the earlier
 * request. A concurrent duplicate blocks on the primary key until the first transaction ends.
 */
export async function claimIdempotencyKey(db: DbOrTx, userId: string, key: string) {
  const inserted = await db
    .insert(idempotencyKeys)
    .values({ userId, key })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (inserted.length > 0) return { claimed: true as const };
  const [existing] = await db
    .select({ bookingId: idempotencyKeys.bookingId })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  return { claimed: false as const, bookingId: existing?.bookingId ?? null };
}

export function recordIdempotentBooking(db: DbOrTx, userId: string, key: string, bookingId: string) {
  return db
    .update(idempotencyKeys)
    .set({ bookingId })
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
}

export async function insertBooking(db: DbOrTx, values: typeof bookings.$inferInsert) {
  const [row] = await db.insert(bookings).values(values).returning({ id: bookings.id });
  return row!.id;
}

export const lockCustomer = (db: DbOrTx, userId: string) =>
  db.execute(sql`select 1 from ${profiles} where ${profiles.userId} = ${userId} for update`);

/**
 * Open requests of one customer: pending bookings (DECISIONS.md: at most 5 at once). Expired, cancelled and
 * answered ones do not count; the pending visits of one series are one request (decision 019).
 */
export async function countPendingBookings(db: DbOrTx, customerId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(distinct coalesce(${bookings.seriesId}, ${bookings.id}))::int` })
    .from(bookings)
    .where(and(eq(bookings.customerId, customerId), eq(bookings.status, 'pending')));
  return row?.n ?? 0;
}
