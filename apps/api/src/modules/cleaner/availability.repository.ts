import { type DbOrTx, providerAvailability } from '@limpa/db';
import type { AvailabilitySlot } from '@limpa/domain';
import { asc, eq } from 'drizzle-orm';
import { availabilityColumns } from '../../lib/availability-columns';

/** The cleaner's weekly rows as 'HH:mm' (a '24:00' end stays '24:00'), ordered by weekday then start. */
export function findAvailabilityRows(db: DbOrTx, userId: string): Promise<AvailabilitySlot[]> {
  return db
    .select({
      ...availabilityColumns,
    })
    .from(providerAvailability)
    .where(eq(providerAvailability.userId, userId))
    .orderBy(asc(providerAvailability.weekday), asc(providerAvailability.startTime));
}

/** Deletes every row of the user and inserts the given ones; call inside the transaction holding the lock. */
export async function replaceAvailabilityRows(
  tx: DbOrTx,
  userId: string,
  rows: readonly AvailabilitySlot[],
): Promise<void> {
  await tx.delete(providerAvailability).where(eq(providerAvailability.userId, userId));
  if (rows.length === 0) return;
  await tx
    .insert(providerAvailability)
    .values(rows.map((r) => ({ userId, weekday: r.weekday, startTime: r.startTime, endTime: r.endTime })));
}
