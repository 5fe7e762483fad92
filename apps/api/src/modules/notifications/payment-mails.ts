import { bookings, type Database, profiles, users } from '@limpa/db';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from '../../lib/mailer';
import { notifyBookingParties } from './booking-notifications';
import { bookingDateVars, eventMail, type Recipient } from './mail-writer';

export interface PaymentMailDeps {
  db: Database;
  mailer: Mailer;
  log?: FastifyBaseLogger;
  config: { brandName: string; publicUrl: string; authSecret: string };
}

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
export async function notifyPaymentNeedsAction(deps: PaymentMailDeps, bookingId: string): Promise<void> {
  try {
    const [row] = await deps.db
      .select({ booking: bookings, email: users.email, name: users.name, locale: profiles.locale })
      .from(bookings)
      .innerJoin(users, eq(users.id, bookings.customerId))
      .leftJoin(profiles, eq(profiles.userId, bookings.customerId))
      .where(eq(bookings.id, bookingId));
    if (!row) return;
    await deps.db.transaction((tx) =>
      notifyBookingParties(tx, bookingId, 'payment_needs_action', 'customer'),
    );
    const b = row.booking;
    await deps.mailer.send(paymentNeedsActionMail(row, b, deps.config.brandName, deps.config.publicUrl));
  } catch (err) {
    deps.log?.error({ err, bookingId }, 'payment e-mail failed');
  }
}
