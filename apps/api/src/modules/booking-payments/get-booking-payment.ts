import type { BookingPayment } from '@limpa/contracts';
import { bookings, type DbOrTx } from '@limpa/db';
import { eq } from 'drizzle-orm';
import { chargesOf } from './booking-payments.repository';
import { amountOwed } from './payment-status';

/**
 * The customer's view of a booking's payment (GET /api/v1/bookings/:id/payment): what is still owed, the
 * client secret only while a charge waits for their authentication, and the last failure in the processor's
 * words. Callers check that the viewer is the booking's customer.
 */
export async function readBookingPayment(
  db: DbOrTx,
  bookingId: string,
  provider: 'local' | 'stripe',
): Promise<BookingPayment | null> {
  const [b] = await db.select().from(bookings).where(eq(bookings.id, bookingId)).limit(1);
  if (!b) return null;
  const charges = (await chargesOf(db, bookingId)).sort(
    (x, y) => x.createdAt.getTime() - y.createdAt.getTime(),
  );
  // A tip's attempts are no part of what the booking owes (decision 076).
  const attempts = charges.filter((c) => c.kind !== 'refund' && c.kind !== 'tip');
  const waiting = attempts.find((c) => c.status === 'requires_action');
  const last = attempts.at(-1);
  return {
    status: b.paymentStatus,
    amountCents: b.paymentStatus === 'paid' || b.paymentStatus === 'refunded' ? 0 : amountOwed(b, charges),
    currency: b.currency,
    clientSecret: b.paymentStatus === 'requires_action' ? (waiting?.clientSecret ?? null) : null,
    provider,
    failureMessage:
      b.paymentStatus === 'failed' || b.paymentStatus === 'requires_action'
        ? (last?.failureMessage ?? (last?.status === 'failed' ? 'The payment did not go through.' : null))
        : null,
  };
}
