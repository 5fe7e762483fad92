import { bookingCharges, bookings, type Database, payouts, profiles, users } from '@limpa/db';
import { bookingTotalCents } from '@limpa/domain';
import { and, desc, eq, notInArray, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AppContext } from '../../lib/app-context';
import { loadRecipient } from './booking-mails';
import { bookingDateVars, eventMail, type MailWriter, type Recipient } from './mail-writer';
import { wantsNotification } from './notification-preferences';
import { bookingLink } from './notification-types';
import { tellOnce } from './tell-once';
import { type UnsubscribeLink, unsubscribeLinks } from './unsubscribe-links';

type BookingDates = { bookingDate: string; bookingTime: string; timeZone: string };

type Money = { cents: number; currency: string };

/** A mail to a booking's customer about an amount of money, in their locale and the money's currency. */
const customerMoneyMail = (
  key: 'payment_failed' | 'refund_made',
  to: Recipient,
  b: BookingDates & { id: string },
  money: Money,
  urls: { brand: string; publicUrl: string },
  extra?: (w: MailWriter) => string[],
) =>
  eventMail(
    to,
    urls.brand,
    key,
    (w) => ({ ...bookingDateVars(w, b), amount: w.money(money.cents, money.currency) }),
    { url: `${urls.publicUrl}${bookingLink('customer', b.id)}`, extra },
  );

export const paymentFailedMail = (
  to: Recipient,
  b: BookingDates & { id: string },
  amount: Money,
  brand: string,
  publicUrl: string,
) => customerMoneyMail('payment_failed', to, b, amount, { brand, publicUrl });

export const refundMadeMail = (
  to: Recipient,
  b: BookingDates & { id: string },
  refund: Money & { reason: string | null },
  brand: string,
  publicUrl: string,
) =>
  customerMoneyMail('refund_made', to, b, refund, { brand, publicUrl }, (w) =>
    refund.reason ? [w.t('refund_made.reason', { reason: refund.reason })] : [],
  );

export const payoutSentMail = (
  to: Recipient,
  payout: { cents: number; currency: string },
  brand: string,
  publicUrl: string,
  unsubscribe: UnsubscribeLink,
) =>
  eventMail(to, brand, 'payout_sent', (w) => ({ amount: w.money(payout.cents, payout.currency) }), {
    url: `${publicUrl}/provider/wallet`,
    unsubscribe,
  });

/** The booking and its customer as a recipient. */
async function bookingWithCustomer(db: Database, bookingId: string) {
  const [row] = await db
    .select({ booking: bookings, email: users.email, name: users.name, locale: profiles.locale })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.customerId))
    .leftJoin(profiles, eq(profiles.userId, bookings.customerId))
    .where(eq(bookings.id, bookingId));
  return row;
}

/**
 * An off-session charge was declined (or there was no card to charge): the customer is told to update their
 * card or use Pay now, once per booking and kind of charge (first charge, overtime), however many automatic
 * retries fail after it.
 */
export async function notifyPaymentFailed(ctx: AppContext, bookingId: string): Promise<void> {
  const row = await bookingWithCustomer(ctx.db, bookingId);
  if (!row) return;
  const b = row.booking;
  const [failed] = await ctx.db
    .select({ kind: bookingCharges.kind, amountCents: bookingCharges.amountCents })
    .from(bookingCharges)
    .where(
      and(
        eq(bookingCharges.bookingId, bookingId),
        eq(bookingCharges.status, 'failed'),
        notInArray(bookingCharges.kind, ['refund', 'tip']),
      ),
    )
    .orderBy(desc(bookingCharges.createdAt))
    .limit(1);
  const kind = failed?.kind ?? 'charge';
  const amount = {
    cents: failed?.amountCents ?? bookingTotalCents(b),
    currency: b.currency,
  };
  await tellOnce(
    ctx,
    {
      userId: b.customerId,
      type: 'payment_failed',
      link: bookingLink('customer', bookingId),
      vars: { date: b.bookingDate, amountCents: amount.cents, currency: amount.currency, bookingId },
      locale: row.locale ?? undefined,
      dedupeKey: `payment_failed:${bookingId}:${kind}`,
    },
    paymentFailedMail(row, b, amount, ctx.config.brandName, ctx.config.publicUrl),
  );
}

/**
 * The parts of the refund a booking_charges row belongs to (one row per charge the refund drew on), the row
 * itself when it has no group (recorded before refunds had one).
 */
function refundParts(db: Database, refundId: string) {
  const part = alias(bookingCharges, 'part');
  return db
    .select({
      id: bookingCharges.id,
      bookingId: bookingCharges.bookingId,
      status: bookingCharges.status,
      cents: bookingCharges.amountCents,
      currency: bookingCharges.currency,
      reason: bookingCharges.reason,
      group: bookingCharges.refundGroup,
    })
    .from(part)
    .innerJoin(
      bookingCharges,
      and(
        eq(bookingCharges.bookingId, part.bookingId),
        eq(bookingCharges.kind, 'refund'),
        or(eq(bookingCharges.refundGroup, part.refundGroup), eq(bookingCharges.id, part.id)),
      ),
    )
    .where(and(eq(part.id, refundId), eq(part.kind, 'refund')));
}

/**
 * A part of a refund settled: once every part of that refund has, the customer is told what came back, once,
 * in one mail (a refund drawing on the booking's charge and its overtime is two parts, one refund to them).
 * Parts settling at once may both get here; the dedupe key (the group: its first part's id, else the row's own)
 * lets one through.
 */
export async function notifyRefundMade(ctx: AppContext, refundId: string): Promise<void> {
  const parts = await refundParts(ctx.db, refundId);
  if (parts.length === 0 || parts.some((p) => p.status === 'pending')) return;
  const succeeded = parts.filter((p) => p.status === 'succeeded');
  const first = succeeded[0];
  if (!first) return;
  const refund = { ...first, cents: succeeded.reduce((sum, p) => sum + p.cents, 0) };
  const row = await bookingWithCustomer(ctx.db, refund.bookingId);
  if (!row) return;
  const b = row.booking;
  await tellOnce(
    ctx,
    {
      userId: b.customerId,
      type: 'refund_made',
      link: bookingLink('customer', b.id),
      vars: { date: b.bookingDate, amountCents: refund.cents, currency: refund.currency, bookingId: b.id },
      locale: row.locale ?? undefined,
      dedupeKey: `refund_made:${first.group ?? refundId}`,
    },
    refundMadeMail(row, b, refund, ctx.config.brandName, ctx.config.publicUrl),
  );
}

/** A payout's transfer exists: the cleaner is told the amount, once; the e-mail only if they want it. */
export async function notifyPayoutSent(ctx: AppContext, payoutId: string): Promise<void> {
  const [payout] = await ctx.db
    .select({ cleanerId: payouts.cleanerId, cents: payouts.amountCents, currency: payouts.currency })
    .from(payouts)
    .where(and(eq(payouts.id, payoutId), eq(payouts.status, 'completed')));
  const cleaner = payout && (await loadRecipient(ctx.db, payout.cleanerId));
  if (!cleaner) return;
  const wanted = await wantsNotification(ctx.db, payout.cleanerId, 'payout_sent', 'email');
  const unsubscribe = unsubscribeLinks(ctx.config)(payout.cleanerId, 'payout_sent');
  await tellOnce(
    ctx,
    {
      userId: payout.cleanerId,
      type: 'payout_sent',
      link: '/provider/wallet',
      vars: { amountCents: payout.cents, currency: payout.currency },
      locale: cleaner.locale ?? undefined,
      dedupeKey: `payout_sent:${payoutId}`,
    },
    wanted ? payoutSentMail(cleaner, payout, ctx.config.brandName, ctx.config.publicUrl, unsubscribe) : null,
  );
}
