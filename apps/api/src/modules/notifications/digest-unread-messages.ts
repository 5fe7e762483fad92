import { bookingMessages, bookings, type DbOrTx, notificationPreferences, profiles, users } from '@limpa/db';
import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AppContext } from '../../lib/app-context';
import type { MailMessage } from '../../lib/mailer';
import { type Recipient, writeMail } from './mail-writer';
import { bookingLink } from './notification-types';
import { type UnsubscribeLink, unsubscribeLinks } from './unsubscribe-links';

/**
 * A message unread this long is told by e-mail, in the next digest
 * (docs/product-rules.md#notifications-and-e-mails: message mails are digested).
 */
export const DIGEST_AFTER_MINUTES = 15;
/** At most this many (recipient, conversation) pairs per run; the next run takes the rest. */
const BATCH = 500;

export interface DigestConversation {
  bookingId: string;
  side: 'customer' | 'cleaner';
  /** The other person's first name. */
  name: string;
  date: string;
  count: number;
}

const sender = alias(users, 'sender');

/** Map.groupBy, which Node 20 lacks. */
function groupBy<T>(items: T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}
const recipientUser = alias(users, 'recipient');

/** The digest of one person: how many messages wait, and in which conversations, each with its link. */
export function messagesDigestMail(
  to: Recipient,
  conversations: DigestConversation[],
  brand: string,
  publicUrl: string,
  unsubscribe: UnsubscribeLink,
): MailMessage {
  const total = conversations.reduce((sum, c) => sum + c.count, 0);
  const plural = (n: number) => (n === 1 ? 'one' : 'other');
  const url = (c: DigestConversation) => `${publicUrl}${bookingLink(c.side, c.bookingId)}`;
  return writeMail(
    to,
    brand,
    (w) => ({
      subject: w.t(`messages_digest.subject_${plural(total)}`, { count: total }),
      paragraphs: [
        w.t('messages_digest.body'),
        ...conversations.map((c) =>
          w.t(`messages_digest.conversation_${plural(c.count)}`, {
            name: c.name,
            date: w.date(c.date),
            count: c.count,
            url: url(c),
          }),
        ),
      ],
      action: { label: w.t('messages_digest.action'), url: url(conversations[0]!) },
    }),
    unsubscribe,
  );
}

const undigested = (cutoff: Date) =>
  and(
    isNull(bookingMessages.readAt),
    isNull(bookingMessages.digestedAt),
    lte(bookingMessages.createdAt, cutoff),
  );

/** Every (recipient, conversation) with messages waiting, for recipients who want message e-mails: one query. */
function findWaiting(db: DbOrTx, cutoff: Date) {
  return db
    .select({
      recipientId: bookingMessages.recipientId,
      email: recipientUser.email,
      recipientName: recipientUser.name,
      locale: profiles.locale,
      bookingId: bookingMessages.bookingId,
      side: sql<
        'customer' | 'cleaner'
      >`case when ${bookings.customerId} = ${bookingMessages.recipientId} then 'customer' else 'cleaner' end`,
      senderName: sender.name,
      date: bookings.bookingDate,
    })
    .from(bookingMessages)
    .innerJoin(bookings, eq(bookings.id, bookingMessages.bookingId))
    .innerJoin(sender, eq(sender.id, bookingMessages.senderId))
    .innerJoin(recipientUser, eq(recipientUser.id, bookingMessages.recipientId))
    .leftJoin(profiles, eq(profiles.userId, bookingMessages.recipientId))
    .leftJoin(notificationPreferences, eq(notificationPreferences.userId, bookingMessages.recipientId))
    .where(
      and(
        undigested(cutoff),
        sql`coalesce((${notificationPreferences.email} ->> 'message_received')::boolean, true)`,
      ),
    )
    .groupBy(
      bookingMessages.recipientId,
      recipientUser.email,
      recipientUser.name,
      profiles.locale,
      bookingMessages.bookingId,
      bookings.customerId,
      sender.name,
      bookings.bookingDate,
    )
    .limit(BATCH);
}

/**
 * The unread-messages digest, run by the lifecycle tick: every person with messages unread for 15 minutes gets
 * ONE mail listing the conversations (other person, booking date, count, link). Per person, in one
 * transaction, the messages are claimed (`digested_at`, compare-and-swap on read_at/digested_at still null) and
 * the mail stored with them, so a message is never digested twice, one read meanwhile is left out, and a
 * failed send leaves them for the next run. Follows the `message_received` e-mail preference. Returns whom it
 * mailed.
 */
export async function digestUnreadMessages(ctx: AppContext, now: Date): Promise<string[]> {
  const cutoff = new Date(now.getTime() - DIGEST_AFTER_MINUTES * 60_000);
  const waiting = await findWaiting(ctx.db, cutoff);
  const byRecipient = groupBy(waiting, (r) => r.recipientId);
  const links = unsubscribeLinks(ctx.config);
  const mailed: string[] = [];
  for (const [recipientId, rows] of byRecipient) {
    try {
      const sent = await ctx.db.transaction(async (tx) => {
        const claimed = await tx
          .update(bookingMessages)
          .set({ digestedAt: now })
          .where(and(eq(bookingMessages.recipientId, recipientId), undigested(cutoff)))
          .returning({ bookingId: bookingMessages.bookingId });
        const counts = groupBy(claimed, (m) => m.bookingId);
        const conversations = rows
          .filter((r) => counts.has(r.bookingId))
          .map((r) => ({
            bookingId: r.bookingId,
            side: r.side,
            name: r.senderName.split(/\s+/)[0] ?? r.senderName,
            date: r.date,
            count: counts.get(r.bookingId)!.length,
          }));
        if (conversations.length === 0) return false;
        const to = { email: rows[0]!.email, name: rows[0]!.recipientName, locale: rows[0]!.locale };
        const mail = messagesDigestMail(
          to,
          conversations,
          ctx.config.brandName,
          ctx.config.publicUrl,
          links(recipientId, 'message_received'),
        );
        await ctx.mailer.send(mail, tx);
        return true;
      });
      if (sent) mailed.push(recipientId);
    } catch (err) {
      ctx.log.error({ err, recipientId }, 'unread-messages digest failed');
    }
  }
  return mailed;
}
