import { bookingCharges, bookings, type DbOrTx, paymentMethods } from '@limpa/db';
import { and, eq, sql } from 'drizzle-orm';
import { derivePaymentStatus } from './payment-status';

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

/**
 * Re-derives the booking's payment status from its charges (payment-status.ts). Call with the booking row
 * locked (lockBookingForPayment) in the same transaction. Returns the booking's status and the new one.
 */
export async function recomputePaymentStatus(
  tx: DbOrTx,
  bookingId: string,
  opts: { cannotCharge?: boolean } = {},
) {
  const [b] = await tx
    .select({
      status: bookings.status,
      totalAmountCents: bookings.totalAmountCents,
      finalTotalCents: bookings.finalTotalCents,
    })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  if (!b) return null;
  const paymentStatus = derivePaymentStatus(b, await chargesOf(tx, bookingId), opts);
  await tx.update(bookings).set({ paymentStatus, updatedAt: sql`now()` }).where(eq(bookings.id, bookingId));
  return { bookingStatus: b.status, paymentStatus };
}
