import { NO_SHOW_BLOCK_COUNT, NO_SHOW_BLOCK_DAYS } from '@limpa/domain';
import type { AppContext } from '../../lib/app-context';
import type { MailMessage } from '../../lib/mailer';
import { type BookingMailRow, bookingVars, sendBookingMails } from './booking-mails';
import { notifyBookingParties } from './booking-notifications';
import { eventMail, type MailWriter } from './mail-writer';

/** The help desk's "Contact us" about this booking, where the reported side contests the report. */
export function contestPath(bookingId: string): string {
  return `/help?${new URLSearchParams({ topic: 'booking', booking: bookingId })}#contact`;
}

/**
 * A no-show was reported (decision 069): the side said not to have come is told, by e-mail in their language,
 * what follows (the cleaner: no earning and the warning; the customer: the late fee), with the way to contest.
 */
export function noShowMails(row: BookingMailRow, brand: string, url: string): MailMessage[] {
  const b = row.booking;
  const options = { url: `${url}${contestPath(b.id)}` };
  if (b.noShowParty === 'cleaner') {
    if (!row.cleaner) return [];
    const vars = (w: MailWriter) => ({
      ...bookingVars(w, row),
      count: NO_SHOW_BLOCK_COUNT,
      days: NO_SHOW_BLOCK_DAYS,
    });
    return [eventMail(row.cleaner, brand, 'no_show_cleaner', vars, options)];
  }
  const fee = b.lateCancellationFeeCents ?? 0;
  const vars = (w: MailWriter) => ({ ...bookingVars(w, row), fee: w.money(fee, b.currency) });
  return [eventMail(row.customer, brand, 'no_show_customer', vars, options)];
}

/** Tells the reported side in the app (linking to the help desk) and by e-mail. */
export function notifyNoShow(ctx: AppContext, bookingId: string, who: 'cleaner' | 'customer') {
  return sendBookingMails(
    ctx,
    bookingId,
    'no-show',
    (row) => noShowMails(row, ctx.config.brandName, ctx.config.publicUrl),
    (tx) => notifyBookingParties(ctx, tx, bookingId, 'no_show_reported', who),
  );
}
