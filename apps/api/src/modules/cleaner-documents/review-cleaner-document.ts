import type { AdminCleanerDocument, ReviewCleanerDocumentBody } from '@limpa/contracts';
import type { AppContext } from '../../lib/app-context';
import { notFound } from '../../lib/app-error';
import type { AuthContext } from '../../lib/auth-context';
import { loadRecipient } from '../notifications/booking-mails';
import { tellDocumentReviewed } from '../notifications/document-review-notices';
import { toAdminCleanerDocument } from './cleaner-document-views';
import { documentAlreadyReviewed } from './cleaner-documents.errors';
import {
  decidePendingDocument,
  findDocumentWithCleaner,
  insertDocumentAudit,
} from './cleaner-documents.repository';

/**
 * An admin approves a pending document or asks for it again with a reason (decision 071), in one transaction:
 * the compare-and-swap on the pending row (a document decided meanwhile or replaced by a newer upload: 409), the
 * audit row against the cleaner, and the cleaner's notification and e-mail.
 */
export async function reviewCleanerDocument(
  ctx: Pick<AppContext, 'db' | 'jobs' | 'mailer' | 'config'>,
  admin: AuthContext,
  id: string,
  body: ReviewCleanerDocumentBody,
  now = new Date(),
): Promise<AdminCleanerDocument> {
  const approved = body.decision === 'approve';
  const reason = body.decision === 'ask_again' ? body.reason : null;
  await ctx.db.transaction(async (tx) => {
    const row = await decidePendingDocument(tx, id, {
      status: approved ? 'approved' : 'rejected',
      reason,
      reviewedBy: admin.userId,
      reviewedAt: now,
    });
    if (!row) throw (await findDocumentWithCleaner(tx, id)) ? documentAlreadyReviewed() : notFound();
    await insertDocumentAudit(tx, {
      actorId: admin.userId,
      cleanerId: row.cleanerId,
      field: row.kind,
      newValue: row.status,
      reason,
    });
    const cleaner = await loadRecipient(tx, row.cleanerId);
    if (cleaner) {
      await tellDocumentReviewed(
        ctx,
        tx,
        { ...cleaner, userId: row.cleanerId },
        {
          kind: row.kind,
          approved,
          reason,
        },
      );
    }
  });
  const decided = await findDocumentWithCleaner(ctx.db, id);
  if (!decided) throw notFound();
  return toAdminCleanerDocument(decided);
}
