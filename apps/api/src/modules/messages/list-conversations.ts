import type { ConversationPage, ConversationSummary } from '@limpa/contracts';
import type { DbOrTx } from '@limpa/db';
import type { AuthContext } from '../../lib/auth-context';
import { keysetPage, requireInstantCursor } from '../../lib/keyset-cursor';
import { preview } from './booking-messages';
import { listInboxRows } from './inbox.repository';

/**
 * The caller's inbox: a page of the conversations they take part in, booking and pre-booking ones together,
 * newest message first, read in one statement (inbox.repository.ts); the cursor of its last row continues both.
 */
export async function listConversations(
  db: DbOrTx,
  viewer: AuthContext,
  q: { cursor?: string; limit: number },
): Promise<ConversationPage> {
  const after = requireInstantCursor(q.cursor);
  const message = (r: { body: string; senderId: string; createdAt: Date }) => ({
    excerpt: preview(r.body),
    fromMe: r.senderId === viewer.userId,
    createdAt: r.createdAt.toISOString(),
  });
  const rows = await listInboxRows(db, viewer.userId, after, q.limit + 1);
  return keysetPage(
    rows,
    q.limit,
    (r) => ({ at: r.lastMessageAtKey, id: r.id }),
    (r): ConversationSummary => ({
      kind: r.kind,
      id: r.id,
      otherName: r.otherName,
      startsAt: r.startsAt?.toISOString() ?? null,
      timeZone: r.timeZone,
      lastMessage: message(r),
      unreadCount: r.unreadCount,
    }),
  );
}
