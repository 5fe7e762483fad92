import type { DbOrTx } from '@limpa/db';
import type { AppContext } from '../../lib/app-context';
import { bookingVars, loadBookingMailRow } from './booking-mails';
import { notifyBookingParties } from './booking-notifications';
import { mailHomeType } from './mail-home-type';
import { eventMail, type MailWriter } from './mail-writer';

/**
 * An admin made a booking request in a customer's name: the customer did not ask for it on screen, so they are
 * told in the app and by e-mail, in the request's own transaction (it commits with them or not at all). The
 * cleaner is told the usual way, as for any request.
 */
export async function tellCustomerBookedForThem(
  ctx: Pick<AppContext, 'jobs' | 'mailer' | 'config'>,
  tx: DbOrTx,
  bookingId: string,
): Promise<void> {
  await notifyBookingParties(ctx, tx, bookingId, 'booking_booked_for_you', 'customer');
  const row = await loadBookingMailRow(tx, bookingId);
  if (!row) return;
  const b = row.booking;
  const vars = (w: MailWriter) => ({
    ...bookingVars(w, row),
    total: w.money(b.totalAmountCents, b.currency),
    homeType: mailHomeType(w, b.homeType, b.currency),
  });
  const { brandName, publicUrl } = ctx.config;
  const mail = eventMail(row.customer, brandName, 'booking_booked_for_you', vars, {
    url: `${publicUrl}/customer/bookings`,
  });
  await ctx.mailer.send(mail, tx);
}
