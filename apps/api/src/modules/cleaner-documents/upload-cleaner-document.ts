import { randomUUID } from 'node:crypto';
import type { CleanerDocument } from '@limpa/contracts';
import { type CleanerDocumentKind, isReplaceable } from '@limpa/domain';
import type { AppContext } from '../../lib/app-context';
import { AppError, notFound } from '../../lib/app-error';
import type { AuthContext } from '../../lib/auth-context';
import { shownFileName, toStoredDocumentFile } from './cleaner-document-file';
import { toCleanerDocument } from './cleaner-document-views';
import { documentAlreadyApproved, documentTooLarge } from './cleaner-documents.errors';
import {
  deleteDocument,
  findDocumentOfKind,
  insertDocument,
  lockCleanerProfile,
} from './cleaner-documents.repository';

type Upload = { buffer: Buffer; fileName: string | undefined };

/**
 * A cleaner sends their identity document or proof of insurance (decision 071). The file is judged by its bytes
 * and stored privately under a key the server makes (`documents/<uuid>.<jpg|pdf>`); then, under the cleaner's profile row
 * lock, it replaces their pending or rejected document of that kind (an approved one stays: 409), so two uploads
 * at once leave one document. The replaced file is removed after the commit; a refused or failed record removes
 * the new one.
 */
export async function uploadCleanerDocument(
  ctx: Pick<AppContext, 'db' | 'storage' | 'log'>,
  viewer: AuthContext,
  kind: CleanerDocumentKind,
  readUpload: () => Promise<Upload>,
): Promise<CleanerDocument> {
  const current = await findDocumentOfKind(ctx.db, viewer.userId, kind);
  if (current && !isReplaceable(current.status)) throw documentAlreadyApproved();
  let upload: Upload;
  try {
    upload = await readUpload();
  } catch (err) {
    // The multipart reader speaks of images; a document's limit is said the documents' way.
    if (err instanceof AppError && err.code === 'file_too_large') throw documentTooLarge();
    throw err;
  }
  const file = await toStoredDocumentFile(upload.buffer);

  const storageKey = `documents/${randomUUID()}.${file.contentType === 'application/pdf' ? 'pdf' : 'jpg'}`;
  await ctx.storage.put(storageKey, file.bytes, file.contentType);
  let result: { row: Awaited<ReturnType<typeof insertDocument>>; replacedKey: string | null };
  try {
    result = await ctx.db.transaction(async (tx) => {
      if (!(await lockCleanerProfile(tx, viewer.userId))) throw notFound();
      const locked = await findDocumentOfKind(tx, viewer.userId, kind);
      if (locked && !isReplaceable(locked.status)) throw documentAlreadyApproved();
      if (locked) await deleteDocument(tx, locked.id);
      const row = await insertDocument(tx, {
        cleanerId: viewer.userId,
        kind,
        fileName: shownFileName(upload.fileName, file.contentType),
        contentType: file.contentType,
        byteSize: file.bytes.length,
        storageKey,
      });
      return { row, replacedKey: locked?.storageKey ?? null };
    });
  } catch (err) {
    await ctx.storage
      .delete(storageKey)
      .catch((e) => ctx.log.warn({ err: e, key: storageKey }, 'orphan cleaner document not removed'));
    throw err;
  }
  // A replaced document was never accepted as proof: its file goes now (a failure leaves an orphan, logged).
  if (result.replacedKey) {
    const key = result.replacedKey;
    await ctx.storage
      .delete(key)
      .catch((e) => ctx.log.warn({ err: e, key }, 'replaced cleaner document not removed'));
  }
  return toCleanerDocument(result.row);
}
