import type { Enquiry, EnquiryMessage } from '@limpa/contracts';
import type { Database, DbOrTx, enquiryMessages } from '@limpa/db';
import { ENQUIRY_IDLE_DAYS } from '@limpa/domain';
import type { AppContext } from '../../lib/app-context';
import { AppError, notFound } from '../../lib/app-error';
import type { AuthContext } from '../../lib/auth-context';
import { keysetPage, requireInstantCursor } from '../../lib/keyset-cursor';
import { publishLiveEvent } from '../../lib/live-events';
import { notify } from '../notifications/notify';
import { preview } from './booking-messages';
import {
  advanceEnquiry,
  countUnreadByEnquiry,
  findEnquiry,
  insertEnquiryMessage,
  listEnquiryMessageRows,
  markEnquiryRead,
} from './enquiries.repository';

/** The one 404 of a pre-booking conversation: unknown, or not the caller's (nobody learns it exists). */
export const enquiryNotFound = () => notFound('Conversation not found.', 'Not Found');

/** 409: a booking was placed since (its own conversation takes over), or no message for the idle days. */
const enquiryClosed = (reason: 'idle' | 'booked') =>
  reason === 'booked'
    ? new AppError(
        409,
        'conversation_closed',
        'Conversation Closed',
        'You have a booking with this cleaner now, so this conversation is closed: write in the booking.',
      ).withDetailVars({}, 'detail_booked')
    : new AppError(
        409,
        'conversation_closed',
        'Conversation Closed',
        `This conversation closed after ${ENQUIRY_IDLE_DAYS} days without a message.`,
      ).withDetailVars({ days: ENQUIRY_IDLE_DAYS }, 'detail_idle');

const closedReason = (e: { bookedSince: boolean; idle: boolean }) =>
  e.bookedSince ? ('booked' as const) : e.idle ? ('idle' as const) : null;

/** The conversation as `viewer` may see it: its two sides read and write, admins read, anyone else 404. */
async function enquiryFor(db: DbOrTx, viewer: AuthContext, id: string, lock = false) {
  const e = await findEnquiry(db, id, lock);
  if (!e) throw enquiryNotFound();
  const side: 'customer' | 'cleaner' | null =
    e.customerId === viewer.userId ? 'customer' : e.cleanerId === viewer.userId ? 'cleaner' : null;
  if (!side && viewer.profile.role !== 'admin') throw enquiryNotFound();
  return { ...e, side, closedReason: closedReason(e) };
}

const toEnquiryMessage = (m: typeof enquiryMessages.$inferSelect): EnquiryMessage => ({
  id: m.id,
  conversationId: m.enquiryId,
  senderId: m.senderId,
  senderRole: m.senderRole,
  body: m.body,
  createdAt: m.createdAt.toISOString(),
  readAt: m.readAt?.toISOString() ?? null,
});

/** The screen a pre-booking conversation's notification opens (the same for both sides). */
export const enquiryLink = (id: string) => `/messages/${encodeURIComponent(id)}`;

/** GET /conversations/:id: who is on each side and whether it still takes messages. */
export async function getEnquiry(db: Database, viewer: AuthContext, id: string): Promise<Enquiry> {
  const e = await enquiryFor(db, viewer, id);
  return {
    id: e.id,
    customerId: e.customerId,
    cleanerId: e.cleanerId,
    customerName: e.customerName,
    cleanerName: e.cleanerName,
    open: e.closedReason === null,
    closedReason: e.closedReason,
  };
}

/** Posts a message to the other side while the conversation is open; the row is locked until commit. */
export async function postEnquiryMessage(ctx: AppContext, sender: AuthContext, id: string, body: string) {
  return ctx.db.transaction(async (tx) => {
    const e = await enquiryFor(tx, sender, id, true);
    const side = e.side;
    if (!side) throw enquiryNotFound();
    if (e.closedReason) throw enquiryClosed(e.closedReason);
    const recipientId = side === 'customer' ? e.cleanerId : e.customerId;
    const row = await insertEnquiryMessage(tx, {
      enquiryId: id,
      senderId: sender.userId,
      senderRole: side,
      recipientId,
      body,
    });
    await advanceEnquiry(tx, row);
    await notify(ctx, tx, {
      userId: recipientId,
      type: 'message_received',
      link: enquiryLink(id),
      vars: { name: sender.profile.fullName ?? '', preview: preview(body), conversationId: id },
    });
    await publishLiveEvent(tx, [recipientId, sender.userId], 'message', { conversationId: id, id: row.id });
    return toEnquiryMessage(row);
  });
}

/** A page of the conversation's messages, newest first. */
export async function listEnquiryMessages(
  db: Database,
  viewer: AuthContext,
  id: string,
  q: { cursor?: string; limit: number },
) {
  const e = await enquiryFor(db, viewer, id);
  const rows = await listEnquiryMessageRows(db, id, requireInstantCursor(q.cursor), q.limit + 1);
  return {
    ...keysetPage(
      rows,
      q.limit,
      (r) => ({ at: r.createdAtKey, id: r.row.id }),
      (r) => toEnquiryMessage(r.row),
    ),
    open: e.closedReason === null && e.side !== null,
  };
}

/** The caller read the conversation: every message sent to them gets its read receipt. */
export async function readEnquiryMessages(db: Database, reader: AuthContext, id: string) {
  const e = await enquiryFor(db, reader, id);
  if (!e.side) throw enquiryNotFound();
  return markEnquiryRead(db, id, reader.userId);
}

export async function unreadByEnquiry(db: DbOrTx, recipientId: string) {
  const rows = await countUnreadByEnquiry(db, recipientId);
  return Object.fromEntries(rows.map((r) => [r.enquiryId, r.count]));
}
