import type { SupportCaseDetail } from '@limpa/contracts';
import type { Database, DbOrTx } from '@limpa/db';
import type { AppContext } from '../../lib/app-context';
import type { AuthContext } from '../../lib/auth-context';
import { eventMail } from '../notifications/mail-writer';
import { notify } from '../notifications/notify';
import {
  auditSupportAction,
  findSupportCase,
  insertSupportMessage,
  listSupportMessages,
  type SupportCaseRow,
  setSupportCase,
} from './support.repository';
import {
  supportCaseClosed,
  supportCaseNotFound,
  supportPhotoUrl,
  toAdminSupportCase,
  toSupportMessage,
} from './support-case-views';
import { listSupportPhotos } from './support-photos.repository';

const isAdmin = (viewer: AuthContext) => viewer.profile.role === 'admin';

/** The case as `viewer` may see it: the person who asked, or any admin; anyone else 404. */
export async function caseFor(
  db: DbOrTx,
  viewer: AuthContext,
  id: string,
  lock = false,
): Promise<SupportCaseRow> {
  const found = await findSupportCase(db, id, lock);
  if (!found || (found.row.requesterId !== viewer.userId && !isAdmin(viewer))) throw supportCaseNotFound();
  return found;
}

export async function getSupportCase(
  db: DbOrTx,
  viewer: AuthContext,
  id: string,
): Promise<SupportCaseDetail> {
  const found = await caseFor(db, viewer, id);
  const messages = await listSupportMessages(db, id);
  const photos = await listSupportPhotos(db, id);
  return {
    case: toAdminSupportCase(found),
    messages: messages.map(toSupportMessage),
    photos: photos.map((p) => ({ id: p.id, url: supportPhotoUrl(id, p.id) })),
  };
}

/**
 * The person or an admin writes in an open case; a closed one refuses (decision 067: the person opens a new
 * request, so a closed case's conversation stays what the team closed). Checked under the case's row lock, so a
 * message and a close never cross. An admin's answer (the team's) reaches the person in the app, by push and by
 * e-mail, in their language, and is audited.
 */
export async function postSupportMessage(
  ctx: Pick<AppContext, 'db' | 'jobs' | 'mailer' | 'config'>,
  viewer: AuthContext,
  id: string,
  body: string,
) {
  return ctx.db.transaction(async (tx) => {
    const found = await caseFor(tx, viewer, id, true);
    if (found.row.status === 'closed') throw supportCaseClosed();
    const fromTeam = found.row.requesterId !== viewer.userId;
    const message = await insertSupportMessage(tx, { caseId: id, senderId: viewer.userId, fromTeam, body });
    if (fromTeam) await tellRequester(ctx, tx, found, body);
    if (fromTeam)
      await auditSupportAction(tx, {
        adminId: viewer.userId,
        targetProfileId: found.requesterProfileId,
        action: 'support_reply',
        caseId: id,
      });
    return toSupportMessage(message);
  });
}

/**
 * The team's answer reaches who asked. A person: in the app, by push and by e-mail, each pointing at the case. A
 * signed-out visitor (decision 073) has no case to open: the e-mail carries the answer itself, and leads back to
 * the contact page to write again.
 */
async function tellRequester(
  ctx: Pick<AppContext, 'jobs' | 'mailer' | 'config'>,
  tx: DbOrTx,
  found: SupportCaseRow,
  answer: string,
) {
  const to = { email: found.requesterEmail, name: found.requesterName ?? '', locale: found.requesterLocale };
  const { requesterId } = found.row;
  if (requesterId === null) {
    const mail = eventMail(to, ctx.config.brandName, 'support_reply_guest', () => ({}), {
      url: `${ctx.config.publicUrl}/contact`,
      extra: () => [answer],
    });
    await ctx.mailer.send(mail, tx);
    return;
  }
  const link = `/help?case=${found.row.id}`;
  await notify(ctx, tx, { userId: requesterId, type: 'support_reply', link });
  const mail = eventMail(to, ctx.config.brandName, 'support_reply', () => ({}), {
    url: `${ctx.config.publicUrl}${link}`,
  });
  await ctx.mailer.send(mail, tx);
}

/**
 * An admin's change to a case, audited against the person, under the case's row lock; no change (already
 * theirs, already closed) writes nothing. Answers the case as it then is.
 */
async function changeSupportCase(
  db: Database,
  admin: AuthContext,
  id: string,
  change: {
    action: string;
    needed: (c: SupportCaseRow['row']) => boolean;
    set: Parameters<typeof setSupportCase>[2];
  },
) {
  return db.transaction(async (tx) => {
    const found = await caseFor(tx, admin, id, true);
    if (change.needed(found.row)) {
      await setSupportCase(tx, id, change.set);
      await auditSupportAction(tx, {
        adminId: admin.userId,
        targetProfileId: found.requesterProfileId,
        action: change.action,
        caseId: id,
      });
    }
    return getSupportCase(tx, admin, id);
  });
}

/** An admin takes a case. */
export const assignSupportCase = (db: Database, admin: AuthContext, id: string) =>
  changeSupportCase(db, admin, id, {
    action: 'support_assign',
    needed: (c) => c.assignedAdminId !== admin.userId,
    set: { assignedAdminId: admin.userId },
  });

/** An admin closes a case; from then on it takes no message (the person opens a new one). */
export const closeSupportCase = (db: Database, admin: AuthContext, id: string) =>
  changeSupportCase(db, admin, id, {
    action: 'support_close',
    needed: (c) => c.status !== 'closed',
    set: { status: 'closed', closedAt: new Date() },
  });
