import { CLEANER_DOCUMENT_RETENTION_DAYS } from '@limpa/domain';
import type { AppContext } from '../../lib/app-context';
import {
  deleteDocuments,
  ENDED_ACCOUNTS_BATCH,
  lockEndedAccountsDocuments,
} from './cleaner-documents.repository';

/**
 * Identity and insurance documents are kept until 90 days after the cleaner's account ends
 * (docs/product-rules.md#vetted-cleaners): the daily sweep removes the files of accounts deleted longer ago, then
 * their rows, a batch at a time with the rows locked. A file that cannot be removed keeps its row, so the next
 * sweep tries it again: nothing is left in private storage without a record of it. `now` for tests.
 */
export async function purgeEndedAccountsDocuments(
  ctx: Pick<AppContext, 'db' | 'storage' | 'log'>,
  now: Date,
) {
  const endedBefore = new Date(now.getTime() - CLEANER_DOCUMENT_RETENTION_DAYS * 86_400_000);
  let purged = 0;
  for (;;) {
    const { found, removed } = await ctx.db.transaction(async (tx) => {
      const batch = await lockEndedAccountsDocuments(tx, endedBefore);
      const gone: string[] = [];
      for (const doc of batch) {
        try {
          await ctx.storage.delete(doc.storageKey);
          gone.push(doc.id);
        } catch (err) {
          ctx.log.warn(
            { err, key: doc.storageKey },
            'ended account document: file not removed, kept for the next sweep',
          );
        }
      }
      await deleteDocuments(tx, gone);
      return { found: batch.length, removed: gone.length };
    });
    purged += removed;
    // A short batch is the last; a batch whose files all refused to go waits for tomorrow rather than spin.
    if (found < ENDED_ACCOUNTS_BATCH || removed === 0) return purged;
  }
}
