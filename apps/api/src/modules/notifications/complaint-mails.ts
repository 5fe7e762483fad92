import type { DbOrTx } from '@limpa/db';
import type { ComplaintDecision } from '@limpa/domain';
import type { AppContext } from '../../lib/app-context';
import { bookingVars, loadBookingMailRow } from './booking-mails';
import { notifyBookingParties } from './booking-notifications';
import { eventMail, type MailWriter } from './mail-writer';
import { bookingLink } from './notification-types';

type Ctx = Pick<AppContext, 'jobs' | 'mailer' | 'config'>;

/**
 * The customer said "Not satisfied" (decision 070): the cleaner is told in the app and by e-mail in their
 * language, in the complaint's own transaction, so the complaint and its news commit together or not at all.
 */
export async function tellCleanerOfComplaint(ctx: Ctx, tx: DbOrTx, bookingId: string): Promise<void> {
  await notifyBookingParties(ctx, tx, bookingId, 'complaint_received', 'cleaner');
  const row = await loadBookingMailRow(tx, bookingId);
  if (!row?.cleaner) return;
  const url = `${ctx.config.publicUrl}${bookingLink('cleaner', bookingId)}`;
  const mail = eventMail(
    row.cleaner,
    ctx.config.brandName,
    'complaint_received',
    (w) => bookingVars(w, row),
    {
      url,
    },
  );
  await ctx.mailer.send(mail, tx);
}

/**
 * An admin decided the complaint: both sides are told in the app and by e-mail, each in their language, what was
 * decided (a free re-clean, a refund of how much, or nothing more), in the decision's transaction. A re-clean's
 * news opens the new booking.
 */
export async function tellComplaintDecided(
  ctx: Ctx,
  tx: DbOrTx,
  bookingId: string,
  decision: { decision: ComplaintDecision; refundCents: number | null; recleanBookingId: string | null },
): Promise<void> {
  // The in-app news is about the complained-of booking (its date); the mail's button opens the re-clean if any.
  await notifyBookingParties(ctx, tx, bookingId, 'complaint_decided', 'both');
  const shownId = decision.recleanBookingId ?? bookingId;
  const row = await loadBookingMailRow(tx, bookingId);
  if (!row) return;
  const currency = row.booking.currency;
  const vars = (w: MailWriter) => ({
    ...bookingVars(w, row),
    decision: w.t(`complaint_decision.${decision.decision}`, {
      amount: w.money(decision.refundCents ?? 0, currency),
    }),
  });
  const sides = [
    { to: row.customer, link: bookingLink('customer', shownId) },
    ...(row.cleaner ? [{ to: row.cleaner, link: bookingLink('cleaner', shownId) }] : []),
  ];
  for (const side of sides) {
    const url = `${ctx.config.publicUrl}${side.link}`;
    await ctx.mailer.send(eventMail(side.to, ctx.config.brandName, 'complaint_decided', vars, { url }), tx);
  }
}
