import { bookings, type DbOrTx, paymentMethods, profiles } from '@limpa/db';
import { and, desc, eq, sql } from 'drizzle-orm';

export type PaymentMethodRow = typeof paymentMethods.$inferSelect;
export type NewPaymentMethodRow = typeof paymentMethods.$inferInsert;

/**
 * Locks the customer's profile row until the transaction ends: every card write takes it first, so one
 * customer's card writes (limit, default switch, removal) run one after another.
 */
export async function lockCustomerProfile(tx: DbOrTx, userId: string): Promise<void> {
  await tx
    .select({ id: profiles.id })
    .from(profiles)
    .where(eq(profiles.userId, userId))
    .limit(1)
    .for('update');
}

/** Newest first (created_at desc, id desc). A customer has at most 10 cards: no pagination. */
export function listPaymentMethods(db: DbOrTx, userId: string): Promise<PaymentMethodRow[]> {
  return db
    .select()
    .from(paymentMethods)
    .where(eq(paymentMethods.userId, userId))
    .orderBy(desc(paymentMethods.createdAt), desc(paymentMethods.id));
}

export async function countPaymentMethods(db: DbOrTx, userId: string): Promise<number> {
  return db.$count(paymentMethods, eq(paymentMethods.userId, userId));
}

export async function findOwnPaymentMethod(
  db: DbOrTx,
  userId: string,
  id: string,
): Promise<PaymentMethodRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.id, id), eq(paymentMethods.userId, userId)))
    .limit(1);
  return row;
}

export async function insertPaymentMethod(
  db: DbOrTx,
  values: NewPaymentMethodRow,
): Promise<PaymentMethodRow> {
  const [row] = await db.insert(paymentMethods).values(values).returning();
  return row!;
}

export async function clearDefault(db: DbOrTx, userId: string): Promise<void> {
  await db
    .update(paymentMethods)
    .set({ isDefault: false })
    .where(and(eq(paymentMethods.userId, userId), eq(paymentMethods.isDefault, true)));
}

export async function markDefault(db: DbOrTx, userId: string, id: string): Promise<PaymentMethodRow> {
  const [row] = await db
    .update(paymentMethods)
    .set({ isDefault: true })
    .where(and(eq(paymentMethods.id, id), eq(paymentMethods.userId, userId)))
    .returning();
  return row!;
}

export async function deleteOwnPaymentMethod(
  db: DbOrTx,
  userId: string,
  id: string,
): Promise<PaymentMethodRow | undefined> {
  const [row] = await db
    .delete(paymentMethods)
    .where(and(eq(paymentMethods.id, id), eq(paymentMethods.userId, userId)))
    .returning();
  return row;
}

/**
 * A booking still to be paid with this card: pending, or confirmed and not fully paid ("Card In Use",
 * docs/product-rules.md#payments).
 */
const holdsCard = (id: string) =>
  and(
    eq(bookings.paymentMethodId, id),
    sql`(${bookings.status} = 'pending' or (${bookings.status} in ('confirmed','in_progress') and ${bookings.paymentStatus} <> 'paid'))`,
  );

export async function isCardHeldByOpenBooking(db: DbOrTx, id: string): Promise<boolean> {
  const [row] = await db.select({ id: bookings.id }).from(bookings).where(holdsCard(id)).limit(1);
  return row !== undefined;
}

/**
 * Bookings that no longer need the card (paid, finished or cancelled) let go of it so it can be deleted; the
 * foreign key is ON DELETE RESTRICT, so a booking that still needs it makes the delete fail instead.
 */
export async function releaseCardFromSettledBookings(db: DbOrTx, id: string): Promise<void> {
  await db
    .update(bookings)
    .set({ paymentMethodId: null })
    .where(and(eq(bookings.paymentMethodId, id), sql`not (${holdsCard(id)})`));
}
