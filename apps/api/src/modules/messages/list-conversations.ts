import type { ConversationPage } from '@limpa/contracts';
import type { DbOrTx } from '@limpa/db';
import type { AuthContext } from '../../lib/auth-context';
import { keysetPage, requireInstantCursor } from '../../lib/keyset-cursor';
import { preview } from './booking-messages';
import { listConversationRows } from './inbox.repository';

/** The caller's inbox: a page of the conversations they take part in, newest message first. */
export async function listConversations(
  db: DbOrTx,
  viewer: AuthContext,
  q: { cursor?: string; limit: number },
): Promise<ConversationPage> {
  const rows = await listConversationRows(db, viewer.userId, requireInstantCursor(q.cursor), q.limit + 1);
  return keysetPage(
    rows,
    q.limit,
    (r) => ({ at: r.lastMessageAtKey, id: r.bookingId }),
    (r) => ({
      id: r.bookingId,
      otherName: r.otherName,
      startsAt: r.startsAt.toISOString(),
      timeZone: r.timeZone,
      lastMessage: {
        excerpt: preview(r.body),
        fromMe: r.senderId === viewer.userId,
        createdAt: r.createdAt.toISOString(),
      },
      unreadCount: r.unreadCount,
    }),
  );
}
