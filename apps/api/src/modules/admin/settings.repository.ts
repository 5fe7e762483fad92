import { type DbOrTx, settings } from '@limpa/db';
import { sql } from 'drizzle-orm';

export async function findSettingsRow(db: DbOrTx) {
  const [row] = await db.select().from(settings).limit(1);
  return row;
}

/** Writes the single settings row (created by migration 0002; recreated here if it were ever missing). */
export async function saveSettingsRow(
  db: DbOrTx,
  values: { maintenanceMode: boolean; requireProviderApproval: boolean; earliestStartHours: number },
  adminUserId: string,
) {
  const set = { ...values, updatedBy: adminUserId, updatedAt: sql`now()` };
  const [row] = await db
    .insert(settings)
    .values({ id: true, ...set })
    .onConflictDoUpdate({ target: settings.id, set })
    .returning();
  return row!;
}
