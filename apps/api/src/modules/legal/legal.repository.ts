import { type DbOrTx, legalAcceptanceColumns, profiles } from '@limpa/db';
import type { LegalVersions } from '@limpa/domain';
import { eq } from 'drizzle-orm';

/** Both versions accepted now, by the database's clock, on the person's profile. */
export async function storeLegalAcceptance(db: DbOrTx, userId: string, versions: LegalVersions) {
  await db.update(profiles).set(legalAcceptanceColumns(versions)).where(eq(profiles.userId, userId));
}
