import { customerAddresses, type DbOrTx, profiles } from '@limpa/db';
import { and, desc, eq, ne, sql } from 'drizzle-orm';

export type AddressRow = typeof customerAddresses.$inferSelect;
export type NewAddressRow = typeof customerAddresses.$inferInsert;
export type AddressChanges = Omit<Partial<NewAddressRow>, 'id' | 'userId' | 'createdAt'>;
/** Every column a customer's request sets (the rest are keys, flags and timestamps). */
export type AddressFields = Omit<NewAddressRow, 'id' | 'userId' | 'isDefault' | 'createdAt' | 'updatedAt'>;

/**
 * Locks the customer's profile row until the transaction ends. Every address write takes this lock
 * first, so one customer's address writes run one after another (the address limit,
 * docs/product-rules.md#addresses).
 */
export async function lockCustomerProfile(tx: DbOrTx, userId: string): Promise<boolean> {
  const rows = await tx
    .select({ id: profiles.id })
    .from(profiles)
    .where(eq(profiles.userId, userId))
    .limit(1)
    .for('update');
  return rows.length > 0;
}

/** Newest first (created_at desc, id desc). A customer has at most 6 addresses: no pagination. */
export function listAddresses(db: DbOrTx, userId: string): Promise<AddressRow[]> {
  return db
    .select()
    .from(customerAddresses)
    .where(eq(customerAddresses.userId, userId))
    .orderBy(desc(customerAddresses.createdAt), desc(customerAddresses.id));
}

export async function findOwnAddress(
  db: DbOrTx,
  userId: string,
  id: string,
): Promise<AddressRow | undefined> {
  const [row] = await db
    .select()
    .from(customerAddresses)
    .where(and(eq(customerAddresses.id, id), eq(customerAddresses.userId, userId)))
    .limit(1);
  return row;
}

/** How many primary and additional addresses the customer has, optionally leaving one address out. */
export async function countAddressesByType(
  db: DbOrTx,
  userId: string,
  exceptId?: string,
): Promise<{ primary: number; additional: number }> {
  const [row] = await db
    .select({
      primary: sql<number>`count(*) filter (where ${customerAddresses.addressType} = 'primary')::int`,
      additional: sql<number>`count(*) filter (where ${customerAddresses.addressType} = 'additional')::int`,
    })
    .from(customerAddresses)
    .where(
      exceptId === undefined
        ? eq(customerAddresses.userId, userId)
        : and(eq(customerAddresses.userId, userId), ne(customerAddresses.id, exceptId)),
    );
  return { primary: row?.primary ?? 0, additional: row?.additional ?? 0 };
}

export async function insertAddress(db: DbOrTx, values: NewAddressRow): Promise<AddressRow> {
  const [row] = await db.insert(customerAddresses).values(values).returning();
  if (!row) throw new Error('insert into customer_addresses returned no row');
  return row;
}

export async function updateOwnAddress(
  db: DbOrTx,
  userId: string,
  id: string,
  changes: AddressChanges,
): Promise<AddressRow | undefined> {
  const [row] = await db
    .update(customerAddresses)
    .set(changes)
    .where(and(eq(customerAddresses.id, id), eq(customerAddresses.userId, userId)))
    .returning();
  return row;
}

export async function deleteOwnAddress(
  db: DbOrTx,
  userId: string,
  id: string,
): Promise<AddressRow | undefined> {
  const [row] = await db
    .delete(customerAddresses)
    .where(and(eq(customerAddresses.id, id), eq(customerAddresses.userId, userId)))
    .returning();
  return row;
}

/** Clears the customer's default flag (on every address, or every address but one). */
export async function clearDefault(db: DbOrTx, userId: string, exceptId?: string): Promise<void> {
  await db
    .update(customerAddresses)
    .set({ isDefault: false })
    .where(
      and(
        eq(customerAddresses.userId, userId),
        eq(customerAddresses.isDefault, true),
        exceptId === undefined ? undefined : ne(customerAddresses.id, exceptId),
      ),
    );
}

/** Makes the customer's newest address the default (after the default one was deleted). */
export async function makeNewestDefault(db: DbOrTx, userId: string): Promise<void> {
  const newest = db
    .select({ id: customerAddresses.id })
    .from(customerAddresses)
    .where(eq(customerAddresses.userId, userId))
    .orderBy(desc(customerAddresses.createdAt), desc(customerAddresses.id))
    .limit(1);
  await db
    .update(customerAddresses)
    .set({ isDefault: true })
    .where(sql`${customerAddresses.id} = (${newest})`);
}
