import type { AdminCleanerDocuments, CleanerDocuments } from '@limpa/contracts';
import type { DbOrTx } from '@limpa/db';
import type { CleanerDocumentStatus } from '@limpa/domain';
import { toAdminCleanerDocument, toCleanerDocument } from './cleaner-document-views';
import { listCleanerDocuments, listDocumentQueue } from './cleaner-documents.repository';

/** GET /me/documents: the cleaner's own documents, status and name only. */
export async function listMyDocuments(db: DbOrTx, cleanerId: string): Promise<CleanerDocuments> {
  return { items: (await listCleanerDocuments(db, cleanerId)).map(toCleanerDocument) };
}

/** GET /admin/documents: the review queue (pending by default), oldest first. */
export async function listDocumentsToReview(
  db: DbOrTx,
  status: CleanerDocumentStatus,
): Promise<AdminCleanerDocuments> {
  return { items: (await listDocumentQueue(db, status)).map(toAdminCleanerDocument) };
}
