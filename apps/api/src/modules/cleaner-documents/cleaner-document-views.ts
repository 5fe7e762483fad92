import type { AdminCleanerDocument, CleanerDocument } from '@limpa/contracts';
import type { CleanerDocumentRow } from './cleaner-documents.repository';

/** What the cleaner sees: status, kind and name, never where the file is. */
export function toCleanerDocument(row: CleanerDocumentRow): CleanerDocument {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    fileName: row.fileName,
    reason: row.reason,
    uploadedAt: row.createdAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
  };
}

export function toAdminCleanerDocument(row: {
  doc: CleanerDocumentRow;
  cleanerName: string | null;
}): AdminCleanerDocument {
  return {
    ...toCleanerDocument(row.doc),
    cleanerId: row.doc.cleanerId,
    cleanerName: row.cleanerName,
    contentType: row.doc.contentType,
  };
}
