import { auditLog, type DbOrTx, settings } from '@limpa/db';
import { sql } from 'drizzle-orm';

export async function findSettingsRow(db: DbOrTx, lock = false) {
  const query = db.select().from(settings).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** A platform setting's change, in the audit trail (no person is its target). */
export async function insertSettingAudit(
  tx: DbOrTx,
  entry: { actorId: string; field: string; oldValue: string; newValue: string },
) {
  await tx.insert(auditLog).values({ ...entry, targetProfileId: null, action: 'settings_change' });
}

/** Writes the single settings row (created by migration 0002; recreated here if it were ever missing). */
export async function saveSettingsRow(
  db: DbOrTx,
  values: {
    maintenanceMode: boolean;
    requireProviderApproval: boolean;
    earliestStartHours: number;
    requireIdentityVerification?: boolean;
  },
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
