import { CLEANER_DOCUMENT_RETENTION_DAYS } from '@limpa/domain';
import type { AppContext } from '../../lib/app-context';
import { deleteDocumentsReturningKeys, ENDED_ACCOUNTS_BATCH } from './cleaner-documents.repository';

/**
 * Identity and insurance documents are kept until 90 days after the cleaner's account ends
 * (docs/product-rules.md#vetted-cleaners): the daily sweep deletes the rows of accounts deleted longer ago, then
 * their files. A row goes first, in its own statement, so a file whose removal fails is only an orphan in private
 * storage (logged), never a record pointing at nothing. Batches keep each statement short. `now` for tests.
 */
export async function purgeEndedAccountsDocuments(
  ctx: Pick<AppContext, 'db' | 'storage' | 'log'>,
  now: Date,
) {
  const endedBefore = new Date(now.getTime() - CLEANER_DOCUMENT_RETENTION_DAYS * 86_400_000);
  let purged = 0;
  for (;;) {
    const keys = await deleteDocumentsReturningKeys(ctx.db, endedBefore);
    for (const key of keys) {
      await ctx.storage
        .delete(key)
        .catch((err) => ctx.log.warn({ err, key }, 'purged cleaner document: file not removed'));
    }
    purged += keys.length;
    if (keys.length < ENDED_ACCOUNTS_BATCH) return purged;
  }
}
