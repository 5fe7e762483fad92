import type { BookingMessage } from '@limpa/contracts';
import type { bookingMessages, Database, DbOrTx } from '@limpa/db';
import { CONVERSATION_OPEN_DAYS_AFTER_END, STATUSES_WITHOUT_VISIT } from '@limpa/domain';
import type { AppContext } from '../../lib/app-context';
import { AppError } from '../../lib/app-error';
import type { AuthContext } from '../../lib/auth-context';
import { bookingNotFound } from '../../lib/booking-privacy';
import { keysetPage, requireInstantCursor } from '../../lib/keyset-cursor';
import { publishLiveEvent } from '../../lib/live-events';
import { bookingLink } from '../notifications/notification-types';
import { notify } from '../notifications/notify';
import {
  advanceConversation,
  findConversation,
  insertMessage,
  listMessageRows,
  markRead,
} from './messages.repository';

/** 409: the booking ended without a visit (closed at once), or its open days after the end have passed. */
export const conversationClosed = (withoutVisit: boolean) =>
  withoutVisit
    ? new AppError(
        409,
        'conversation_closed',
        'Conversation Closed',
        'This booking did not take place, so its conversation is closed.',
      ).withDetailVars({}, 'detail_without_visit')
    : new AppError(
        409,
        'conversation_closed',
        'Conversation Closed',
        `Messages can be sent until ${CONVERSATION_OPEN_DAYS_AFTER_END} days after the booking ends.`,
      ).withDetailVars({ days: CONVERSATION_OPEN_DAYS_AFTER_END });

const noCleaner = () =>
  new AppError(409, 'no_cleaner', 'No Cleaner Yet', 'This booking has no cleaner to write to yet.');

export const toMessage = (m: typeof bookingMessages.$inferSelect): BookingMessage => ({
  id: m.id,
  bookingId: m.bookingId,
  senderId: m.senderId,
  senderRole: m.senderRole,
  body: m.body,
  createdAt: m.createdAt.toISOString(),
  readAt: m.readAt?.toISOString() ?? null,
});

/** The start of a message, as a notification (and the inbox) shows it. */
export const preview = (body: string) => (body.length > 140 ? `${body.slice(0, 139)}…` : body);

/** The conversation of a booking as `viewer` may see it: its two sides read and write, admins read, else 404. */
async function conversationFor(db: DbOrTx, viewer: AuthContext, bookingId: string, lock = false) {
  const c = await findConversation(db, bookingId, lock);
  if (!c) throw bookingNotFound();
  const side: 'customer' | 'cleaner' | null =
    c.customerId === viewer.userId ? 'customer' : c.cleanerId === viewer.userId ? 'cleaner' : null;
  if (!side && viewer.profile.role !== 'admin') throw bookingNotFound();
  return { ...c, side };
}

/** Posts a message to the other side of the booking while its conversation is open (packages/domain conversation.ts). */
export async function postMessage(ctx: AppContext, sender: AuthContext, bookingId: string, body: string) {
  return ctx.db.transaction(async (tx) => {
    // The booking row is held FOR SHARE from here to commit: the open check and the insert see one status.
    const c = await conversationFor(tx, sender, bookingId, true);
    const side = c.side;
    if (!side) throw bookingNotFound();
    if (!c.open) throw conversationClosed((STATUSES_WITHOUT_VISIT as readonly string[]).includes(c.status));
    const recipientId = side === 'customer' ? c.cleanerId : c.customerId;
    if (!recipientId) throw noCleaner();
    const row = await insertMessage(tx, {
      bookingId,
      senderId: sender.userId,
      senderRole: side,
      recipientId,
      body,
    });
    await advanceConversation(tx, row.id, [sender.userId, recipientId]);
    const message = toMessage(row);
    await notify(ctx, tx, {
      userId: recipientId,
      type: 'message_received',
      link: bookingLink(side === 'customer' ? 'cleaner' : 'customer', bookingId),
      vars: { name: sender.profile.fullName ?? '', preview: preview(body), bookingId },
    });
    await publishLiveEvent(tx, [recipientId, sender.userId], 'message', { bookingId, id: message.id });
    return { message, recipientId };
  });
}

/** A page of the booking's messages, newest first. */
export async function listMessages(
  db: Database,
  viewer: AuthContext,
  bookingId: string,
  q: { cursor?: string; limit: number },
) {
  const c = await conversationFor(db, viewer, bookingId);
  const rows = await listMessageRows(db, bookingId, requireInstantCursor(q.cursor), q.limit + 1);
  return {
    ...keysetPage(
      rows,
      q.limit,
      (r) => ({ at: r.createdAtKey, id: r.row.id }),
      (r) => toMessage(r.row),
    ),
    open: c.open && c.side !== null && c.cleanerId !== null,
  };
}

/** The caller read the conversation: every message sent to them gets its read receipt. */
export async function readMessages(db: Database, reader: AuthContext, bookingId: string) {
  const c = await conversationFor(db, reader, bookingId);
  const count = c.side ? await markRead(db, bookingId, reader.userId) : 0;
  return { count, otherSide: c.side === 'customer' ? c.cleanerId : c.customerId };
}
