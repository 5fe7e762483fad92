import type { DbOrTx } from '@limpa/db';
import type { SupportCaseStatus, SupportTopic } from '@limpa/domain';
import { keysetPage, requireInstantCursor } from '../../lib/keyset-cursor';
import { listOwnSupportCases, listSupportQueue } from './support.repository';
import { toAdminSupportCase, toSupportCase } from './support-case-views';

/** The person's own cases, newest activity first, a keyset page at a time. */
export async function listMySupportCases(db: DbOrTx, userId: string, q: { cursor?: string; limit: number }) {
  const rows = await listOwnSupportCases(db, userId, requireInstantCursor(q.cursor), q.limit + 1);
  return keysetPage(
    rows,
    q.limit,
    (r) => ({ at: r.key, id: r.row.id }),
    (r) => toSupportCase(r.row),
  );
}

/** The admins' queue, by status and topic, newest activity first. */
export async function listSupportCaseQueue(
  db: DbOrTx,
  q: { cursor?: string; limit: number; status?: SupportCaseStatus; topic?: SupportTopic },
) {
  const rows = await listSupportQueue(db, q, requireInstantCursor(q.cursor), q.limit + 1);
  return keysetPage(rows, q.limit, (r) => ({ at: r.key, id: r.row.id }), toAdminSupportCase);
}
