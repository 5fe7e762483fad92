import { type DbOrTx, supportPhotos } from '@limpa/db';
import { and, asc, count, eq } from 'drizzle-orm';

/** A case's photos, oldest first (the order they were added). */
export const listSupportPhotos = (db: DbOrTx, caseId: string) =>
  db
    .select({ id: supportPhotos.id })
    .from(supportPhotos)
    .where(eq(supportPhotos.caseId, caseId))
    .orderBy(asc(supportPhotos.createdAt), asc(supportPhotos.id));

/** How many photos a case has; read under the case's row lock, so two uploads cannot both pass the limit. */
export async function countSupportPhotos(tx: DbOrTx, caseId: string): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(supportPhotos).where(eq(supportPhotos.caseId, caseId));
  return row?.n ?? 0;
}

export async function insertSupportPhoto(tx: DbOrTx, input: { caseId: string; storageKey: string }) {
  const [row] = await tx.insert(supportPhotos).values(input).returning({ id: supportPhotos.id });
  return row!;
}

/** The stored file of one photo of one case; undefined for another case's photo or an unknown id. */
export async function findSupportPhoto(db: DbOrTx, caseId: string, photoId: string) {
  const [row] = await db
    .select({ storageKey: supportPhotos.storageKey })
    .from(supportPhotos)
    .where(and(eq(supportPhotos.id, photoId), eq(supportPhotos.caseId, caseId)));
  return row;
}
