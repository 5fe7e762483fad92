import type { AppContext } from '../../lib/app-context';
import { bookingMails, bookingVars, sendBookingMails } from './booking-mails';
import { notifyBookingParties } from './booking-notifications';
import { eventMail, type MailWriter } from './mail-writer';

/**
 * An "any available cleaner" booking went to the next cleaner (decision 065): that cleaner gets the usual
 * request (in the app and by mail), the customer learns who was asked instead, in the app and by mail.
 */
export function notifyReoffered(ctx: AppContext, bookingId: string) {
  const { brandName, publicUrl } = ctx.config;
  return sendBookingMails(
    ctx,
    bookingId,
    'reoffered',
    (row) => [
      eventMail(row.customer, brandName, 'reoffered', (w: MailWriter) => bookingVars(w, row), {
        url: `${publicUrl}/customer/bookings`,
      }),
      // The cleaner's own request mail, as for any request; the customer's "request received" is the above.
      ...bookingMails('requested', row, brandName, publicUrl).filter((m) => m.to !== row.customer.email),
    ],
    async (tx) => {
      await notifyBookingParties(ctx, tx, bookingId, 'booking_requested', 'cleaner');
      await notifyBookingParties(ctx, tx, bookingId, 'booking_reoffered', 'customer');
    },
  );
}
