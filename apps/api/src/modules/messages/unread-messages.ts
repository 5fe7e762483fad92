import type { UnreadMessages } from '@limpa/contracts';
import type { Database } from '@limpa/db';
import { unreadByEnquiry } from './enquiry-messages';
import { countUnreadByBooking } from './messages.repository';

/** Messages to a person not read yet: per booking, per pre-booking conversation, and in all (the badges). */
export async function unreadMessages(db: Database, recipientId: string): Promise<UnreadMessages> {
  const [byBookingRows, byConversation] = await Promise.all([
    countUnreadByBooking(db, recipientId),
    unreadByEnquiry(db, recipientId),
  ]);
  const byBooking = Object.fromEntries(byBookingRows.map((r) => [r.bookingId, r.count]));
  const sum = (counts: Record<string, number>) => Object.values(counts).reduce((a, b) => a + b, 0);
  return { total: sum(byBooking) + sum(byConversation), byBooking, byConversation };
}
