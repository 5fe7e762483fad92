import type { DbOrTx } from '@limpa/db';
import type { CleanerDocumentKind } from '@limpa/domain';
import type { AppContext } from '../../lib/app-context';
import { eventMail, type Recipient } from './mail-writer';
import { notify } from './notify';

/** Where the cleaner sees their documents and sends one again. */
export const DOCUMENTS_LINK = '/provider/profile#documents';

/**
 * The cleaner is told an admin approved their document or asked for it again (with the reason), in the app and
 * by e-mail in their language, in the decision's transaction: a decision rolled back tells nobody.
 */
export async function tellDocumentReviewed(
  ctx: Pick<AppContext, 'jobs' | 'mailer' | 'config'>,
  tx: DbOrTx,
  cleaner: Recipient & { userId: string },
  review: { kind: CleanerDocumentKind; approved: boolean; reason: string | null },
) {
  const type = review.approved ? 'document_approved' : 'document_asked_again';
  const vars: Record<string, string> = review.approved ? {} : { reason: review.reason ?? '' };
  await notify(ctx, tx, { userId: cleaner.userId, type, link: DOCUMENTS_LINK, vars });
  const mail = eventMail(
    cleaner,
    ctx.config.brandName,
    type,
    (w) => ({ document: w.t(`document_kinds.${review.kind}`), ...vars }),
    { url: `${ctx.config.publicUrl}${DOCUMENTS_LINK}` },
  );
  await ctx.mailer.send(mail, tx);
}
