import type { Database } from '@limpa/db';
import type { FastifyBaseLogger } from 'fastify';
import type { PaymentGateway } from '../../adapters/payments/payment-gateway';
import {
  chargesOf,
  claimChargeAttempt,
  lockBookingForPayment,
  recomputePaymentStatus,
  settleChargeAttempt,
} from './booking-payments.repository';

/** A customer's free cancellation gives back what was charged (DECISIONS.md "Bookings"), once. */
export async function refundBookingPayment(
  deps: { db: Database; payments: PaymentGateway; log?: FastifyBaseLogger },
  bookingId: string,
): Promise<'refunded' | 'none' | 'failed'> {
  const claim = await deps.db.transaction(async (tx) => {
    const row = await lockBookingForPayment(tx, bookingId);
    if (!row) return null;
    const charges = await chargesOf(tx, bookingId);
    const paid = charges.find((c) => c.kind === 'charge' && c.status === 'succeeded');
    if (!paid?.reference || charges.some((c) => c.kind === 'refund' && c.status !== 'failed')) return null;
    const id = await claimChargeAttempt(tx, {
      bookingId,
      kind: 'refund',
      amountCents: paid.amountCents,
      currency: row.booking.currency,
      idempotencyKey: `booking:${bookingId}:refund`,
    });
    return { id, reference: paid.reference, amountCents: paid.amountCents };
  });
  if (!claim) return 'none';
  let status: 'succeeded' | 'failed' = 'failed';
  let reference: string | null = null;
  try {
    const result = await deps.payments.refund({
      reference: claim.reference,
      amountCents: claim.amountCents,
      idempotencyKey: `booking:${bookingId}:refund`,
    });
    status = result.status;
    reference = result.reference;
  } catch (err) {
    deps.log?.error({ err, bookingId }, 'refund failed');
  }
  await deps.db.transaction(async (tx) => {
    await lockBookingForPayment(tx, bookingId);
    await settleChargeAttempt(tx, claim.id, {
      status,
      reference,
      failureCode: status === 'failed' ? 'refund_failed' : null,
    });
    await recomputePaymentStatus(tx, bookingId);
  });
  return status === 'succeeded' ? 'refunded' : 'failed';
}
