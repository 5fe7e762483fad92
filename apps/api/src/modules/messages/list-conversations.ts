import type { ConversationPage, ConversationSummary } from '@limpa/contracts';
import type { DbOrTx } from '@limpa/db';
import type { AuthContext } from '../../lib/auth-context';
import { keysetPage, requireInstantCursor } from '../../lib/keyset-cursor';
import { preview } from './booking-messages';
import { listConversationRows, listEnquiryInboxRows } from './inbox.repository';

interface InboxRow {
  key: { at: string; id: string };
  item: ConversationSummary;
}

/** Newest first by (last message instant, id), the order both reads return: exact text sorts as the instants do. */
const newestFirst = (a: InboxRow, b: InboxRow) =>
  a.key.at === b.key.at ? (a.key.id < b.key.id ? 1 : -1) : a.key.at < b.key.at ? 1 : -1;

/**
 * The caller's inbox: a page of the conversations they take part in, booking and pre-booking ones together,
 * newest message first. Each kind is read from its own index with the same keyset and page size, then the
 * two are merged: the page's rows are the newest of both, and the cursor of its last row continues both.
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
  const [bookingRows, enquiryRows] = await Promise.all([
    listConversationRows(db, viewer.userId, after, q.limit + 1),
    listEnquiryInboxRows(db, viewer.userId, after, q.limit + 1),
  ]);
  const rows: InboxRow[] = [
    ...bookingRows.map((r) => ({
      key: { at: r.lastMessageAtKey, id: r.bookingId },
      item: {
        kind: 'booking' as const,
        id: r.bookingId,
        otherName: r.otherName,
        startsAt: r.startsAt.toISOString(),
        timeZone: r.timeZone,
        lastMessage: message(r),
        unreadCount: r.unreadCount,
      },
    })),
    ...enquiryRows.map((r) => ({
      key: { at: r.lastMessageAtKey, id: r.id },
      item: {
        kind: 'enquiry' as const,
        id: r.id,
        otherName: r.otherName,
        startsAt: null,
        timeZone: null,
        lastMessage: message(r),
        unreadCount: r.unreadCount,
      },
    })),
  ].sort(newestFirst);
  return keysetPage(
    rows.slice(0, q.limit + 1),
    q.limit,
    (r) => r.key,
    (r) => r.item,
  );
}
