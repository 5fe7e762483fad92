import { bookings, profiles, users } from '@limpa/db';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../lib/app-context';
import { notifyBookingParties } from './booking-notifications';
import { bookingDateVars, eventMail, type Recipient } from './mail-writer';

export function paymentNeedsActionMail(
  to: Recipient,
  b: { bookingDate: string; bookingTime: string; timeZone: string },
  brand: string,
  publicUrl: string,
) {
  return eventMail(to, brand, 'payment_needs_action', (w) => bookingDateVars(w, b), {
    url: `${publicUrl}/customer/bookings`,
  });
}

/**
 * The customer's bank wants them to confirm an off-session charge (3-D Secure): they are told by e-mail and
 * by the My bookings banner. A mail failure is logged and never fails the caller.
 */
export async function notifyPaymentNeedsAction(ctx: AppContext, bookingId: string): Promise<void> {
  try {
    const [row] = await ctx.db
      .select({ booking: bookings, email: users.email, name: users.name, locale: profiles.locale })
      .from(bookings)
      .innerJoin(users, eq(users.id, bookings.customerId))
      .leftJoin(profiles, eq(profiles.userId, bookings.customerId))
      .where(eq(bookings.id, bookingId));
    if (!row) return;
    await ctx.db.transaction((tx) =>
      notifyBookingParties(ctx, tx, bookingId, 'payment_needs_action', 'customer'),
    );
    const b = row.booking;
    await ctx.mailer.send(paymentNeedsActionMail(row, b, ctx.config.brandName, ctx.config.publicUrl));
  } catch (err) {
    ctx.log.error({ err, bookingId }, 'payment e-mail failed');
  }
}
