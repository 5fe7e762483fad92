import { bookingCharges, bookings, type DbOrTx, paymentMethods } from '@limpa/db';
import { and, eq, sql } from 'drizzle-orm';

export async function lockBookingForPayment(tx: DbOrTx, bookingId: string) {
  const [row] = await tx
    .select({
      booking: bookings,
      gatewayPaymentMethodId: paymentMethods.gatewayPaymentMethodId,
    })
    .from(bookings)
    .leftJoin(paymentMethods, eq(paymentMethods.id, bookings.paymentMethodId))
    .where(eq(bookings.id, bookingId))
    .for('update', { of: bookings });
  return row;
}

export function chargesOf(tx: DbOrTx, bookingId: string) {
  return tx.select().from(bookingCharges).where(eq(bookingCharges.bookingId, bookingId));
}

export async function claimChargeAttempt(
  tx: DbOrTx,
  values: {
    bookingId: string;
    kind: 'charge' | 'overtime' | 'refund';
    amountCents: number;
    currency: 'CAD' | 'EUR';
    idempotencyKey: string;
  },
) {
  const [row] = await tx
    .insert(bookingCharges)
    .values({ ...values, status: 'pending' })
    .returning({ id: bookingCharges.id });
  return row!.id;
}

export function settleChargeAttempt(
  tx: DbOrTx,
  id: string,
  result: { status: 'succeeded' | 'failed'; reference: string | null; failureCode: string | null },
) {
  return tx
    .update(bookingCharges)
    .set({ ...result, settledAt: new Date() })
    .where(and(eq(bookingCharges.id, id), eq(bookingCharges.status, 'pending')));
}

/** paid when nothing is owed any more, refunded after a refund, failed when the latest attempt failed. */
export function setPaymentStatus(
  tx: DbOrTx,
  bookingId: string,
  status: 'unpaid' | 'paid' | 'failed' | 'refunded',
) {
  return tx
    .update(bookings)
    .set({ paymentStatus: status, updatedAt: sql`now()` })
    .where(eq(bookings.id, bookingId));
}
