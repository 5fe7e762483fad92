import { auditLog, type DbOrTx, serviceStandards } from '@limpa/db';
import { sql } from 'drizzle-orm';

export type StandardsLocale = 'en' | 'pt-PT' | 'fr-CA';

/** Every language's stored text (a language never written has no row). */
export function readStandardsRows(db: DbOrTx) {
  return db.select().from(serviceStandards);
}

/** Every row, locked, so that two admins saving at once audit against what the other wrote. */
export function lockStandardsRows(db: DbOrTx) {
  return db.select().from(serviceStandards).for('update');
}

export async function saveStandardsText(
  db: DbOrTx,
  locale: StandardsLocale,
  body: string,
  adminUserId: string,
) {
  const set = { body, updatedBy: adminUserId, updatedAt: sql`now()` };
  await db
    .insert(serviceStandards)
    .values({ locale, ...set })
    .onConflictDoUpdate({ target: serviceStandards.locale, set });
}

/** One audit row per language changed, like the other admin changes (field: the language). */
export async function auditStandardsChange(
  db: DbOrTx,
  adminUserId: string,
  locale: StandardsLocale,
  oldValue: string | null,
  newValue: string,
) {
  await db.insert(auditLog).values({
    actorId: adminUserId,
    action: 'service_standards_update',
    field: locale,
    oldValue,
    newValue,
  });
}
