import { cleanerAvailability, type DbOrTx } from '@limpa/db';
import type { AvailabilitySlot } from '@limpa/domain';
import { eq } from 'drizzle-orm';

/** Deletes every row of the user and inserts the given ones; call inside the transaction holding the lock. */
export async function replaceAvailabilityRows(
  tx: DbOrTx,
  userId: string,
  rows: readonly AvailabilitySlot[],
): Promise<void> {
  await tx.delete(cleanerAvailability).where(eq(cleanerAvailability.userId, userId));
  if (rows.length === 0) return;
  await tx
    .insert(cleanerAvailability)
    .values(rows.map((r) => ({ userId, weekday: r.weekday, startTime: r.startTime, endTime: r.endTime })));
}
