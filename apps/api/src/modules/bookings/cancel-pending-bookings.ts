import { bookings, type Database, type DbOrTx } from '@limpa/db';
import { and, eq, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from '../../lib/mailer';
import type { PaymentGateway } from '../../lib/payment-gateway';
import { refundBookingPayment } from '../booking-payments/refund-booking-payment';
import { notifyBooking } from '../notifications/booking-mails';
import type { MoneyMailDeps } from '../notifications/money-mails';

/**
 * Cancels every pending booking a person takes part in (as customer or cleaner), inside the caller's
 * transaction: a compare-and-swap on `pending`, so a booking confirmed meanwhile is left alone.
 */
export async function cancelPendingBookingsOf(
  tx: DbOrTx,
  userId: string,
  cancelledBy: 'customer' | 'cleaner' | 'admin',
  now: Date,
): Promise<string[]> {
  const rows = await tx
    .update(bookings)
    .set({ status: 'cancelled', cancelledBy, cancelledAt: now })
    .where(
      and(
        eq(bookings.status, 'pending'),
        or(eq(bookings.customerId, userId), eq(bookings.cleanerId, userId)),
      ),
    )
    .returning({ id: bookings.id });
  return rows.map((r) => r.id);
}

export interface AfterCancellationDeps {
  db: Database;
  payments: PaymentGateway;
  mailer: Mailer;
  log?: FastifyBaseLogger;
  brand: string;
  publicUrl: string;
  config: MoneyMailDeps['config'];
}

/** After the commit: whatever was charged goes back (the usual refund path), and both sides are told. */
export async function refundAndNotifyCancelled(deps: AfterCancellationDeps, bookingIds: string[]) {
  for (const id of bookingIds) {
    await refundBookingPayment(deps, id);
    await notifyBooking(deps, id, 'cancelled');
  }
}
