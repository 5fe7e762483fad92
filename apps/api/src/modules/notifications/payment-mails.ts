import { bookings, type Database, users } from '@limpa/db';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from '../../adapters/mail/mailer';
import { notifyBookingParties } from './booking-notifications';

export interface PaymentMailDeps {
  db: Database;
  mailer: Mailer;
  log?: FastifyBaseLogger;
  config: { brandName: string; publicUrl: string };
}

/**
 * The customer's bank wants them to confirm an off-session charge (3-D Secure): they are told by e-mail and
 * by the My bookings banner. A mail failure is logged and never fails the caller.
 */
export async function notifyPaymentNeedsAction(deps: PaymentMailDeps, bookingId: string): Promise<void> {
  try {
    const [row] = await deps.db
      .select({ booking: bookings, email: users.email, name: users.name })
      .from(bookings)
      .innerJoin(users, eq(users.id, bookings.customerId))
      .where(eq(bookings.id, bookingId));
    if (!row) return;
    await deps.db.transaction((tx) =>
      notifyBookingParties(tx, bookingId, 'payment_needs_action', 'customer'),
    );
    const b = row.booking;
    await deps.mailer.send({
      to: row.email,
      subject: `Please confirm the payment for your cleaning on ${b.bookingDate}`,
      text: `Hello ${row.name},\n\nYour bank needs you to confirm the payment for your cleaning on ${b.bookingDate} at ${b.bookingTime} (${b.timeZone}). Your booking stays confirmed meanwhile.\n\nConfirm it in My bookings: ${deps.config.publicUrl}/customer/bookings\n\n${deps.config.brandName}`,
    });
  } catch (err) {
    deps.log?.error({ err, bookingId }, 'payment e-mail failed');
  }
}
