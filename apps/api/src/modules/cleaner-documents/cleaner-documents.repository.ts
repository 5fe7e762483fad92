import { auditLog, cleanerDocuments, type DbOrTx, profiles } from '@limpa/db';
import type { CleanerDocumentKind, CleanerDocumentStatus } from '@limpa/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';

export type CleanerDocumentRow = typeof cleanerDocuments.$inferSelect;

/**
 * Locks the cleaner's profile row: uploads of one cleaner serialise on it, so two at once cannot both replace
 * the same document (the unique index on cleaner and kind is the last guard). Undefined for a non-cleaner.
 */
export async function lockCleanerProfile(tx: DbOrTx, userId: string) {
  const [row] = await tx
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.userId, userId), eq(profiles.role, 'cleaner')))
    .for('update');
  return row;
}

export async function findDocumentOfKind(tx: DbOrTx, cleanerId: string, kind: CleanerDocumentKind) {
  const [row] = await tx
    .select()
    .from(cleanerDocuments)
    .where(and(eq(cleanerDocuments.cleanerId, cleanerId), eq(cleanerDocuments.kind, kind)));
  return row;
}

export async function deleteDocument(tx: DbOrTx, id: string) {
  await tx.delete(cleanerDocuments).where(eq(cleanerDocuments.id, id));
}

export async function insertDocument(
  tx: DbOrTx,
  values: Pick<
    CleanerDocumentRow,
    'cleanerId' | 'kind' | 'fileName' | 'contentType' | 'byteSize' | 'storageKey'
  >,
) {
  const [row] = await tx.insert(cleanerDocuments).values(values).returning();
  return row!;
}

/** A cleaner's current documents, identity first. */
export const listCleanerDocuments = (db: DbOrTx, cleanerId: string) =>
  db
    .select()
    .from(cleanerDocuments)
    .where(eq(cleanerDocuments.cleanerId, cleanerId))
    .orderBy(asc(cleanerDocuments.kind));

/** The admins' queue: every document in one state with its cleaner's name, oldest first (bounded). */
export const listDocumentQueue = (db: DbOrTx, status: CleanerDocumentStatus) =>
  db
    .select({ doc: cleanerDocuments, cleanerName: profiles.fullName })
    .from(cleanerDocuments)
    .leftJoin(profiles, eq(profiles.userId, cleanerDocuments.cleanerId))
    .where(eq(cleanerDocuments.status, status))
    .orderBy(asc(cleanerDocuments.createdAt), asc(cleanerDocuments.id))
    .limit(200);

export async function findDocumentWithCleaner(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ doc: cleanerDocuments, cleanerName: profiles.fullName })
    .from(cleanerDocuments)
    .leftJoin(profiles, eq(profiles.userId, cleanerDocuments.cleanerId))
    .where(eq(cleanerDocuments.id, id));
  return row;
}

/**
 * Decides a pending document by compare-and-swap: a document decided meanwhile, or replaced by a new upload (a
 * new id), changes no row.
 */
export async function decidePendingDocument(
  tx: DbOrTx,
  id: string,
  decision: { status: 'approved' | 'rejected'; reason: string | null; reviewedBy: string; reviewedAt: Date },
) {
  const [row] = await tx
    .update(cleanerDocuments)
    .set(decision)
    .where(and(eq(cleanerDocuments.id, id), eq(cleanerDocuments.status, 'pending')))
    .returning();
  return row;
}

export async function insertDocumentAudit(
  tx: DbOrTx,
  entry: { actorId: string; cleanerId: string; field: string; newValue: string; reason: string | null },
) {
  await tx.insert(auditLog).values({
    actorId: entry.actorId,
    targetProfileId: sql`(select ${profiles.id} from ${profiles} where ${profiles.userId} = ${entry.cleanerId})`,
    action: 'document_review',
    field: entry.field,
    oldValue: 'pending',
    newValue: entry.newValue,
    reason: entry.reason,
  });
}

/** Whether the cleaner's identity document is approved; read under the approval's profile lock. */
export async function hasApprovedIdentity(db: DbOrTx, cleanerId: string): Promise<boolean> {
  const rows = await db
    .select({ id: cleanerDocuments.id })
    .from(cleanerDocuments)
    .where(
      and(
        eq(cleanerDocuments.cleanerId, cleanerId),
        eq(cleanerDocuments.kind, 'identity'),
        eq(cleanerDocuments.status, 'approved'),
      ),
    );
  return rows.length > 0;
}

/** How many documents one purge statement removes at most. */
export const ENDED_ACCOUNTS_BATCH = 200;

/**
 * Locks up to a batch of documents whose cleaner's account was deleted before `endedBefore` (`skip locked`: two
 * processes sweeping at once share the work), for the caller's transaction to delete once their files are gone.
 */
export async function lockEndedAccountsDocuments(
  tx: DbOrTx,
  endedBefore: Date,
): Promise<{ id: string; storageKey: string }[]> {
  const rows = await tx.execute<{ id: string; storage_key: string }>(sql`
    select d.id, d.storage_key from ${cleanerDocuments} d
    join ${profiles} p on p.user_id = d.cleaner_id
    where p.deleted_at < ${endedBefore}
    limit ${ENDED_ACCOUNTS_BATCH}
    for update of d skip locked`);
  return rows.rows.map((r) => ({ id: r.id, storageKey: r.storage_key }));
}

export async function deleteDocuments(tx: DbOrTx, ids: string[]) {
  if (ids.length > 0) await tx.delete(cleanerDocuments).where(inArray(cleanerDocuments.id, ids));
}
