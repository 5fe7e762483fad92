import { bookings, moneyAuditEvents } from '@limpa/db';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../lib/app-context';
import { conflict } from '../../lib/app-error';
import { bookingNotFound } from '../../lib/booking-privacy';
import { findOwnPaymentMethod } from '../payment-methods/payment-methods.repository';
import {
  chargesOf,
  lockBookingForPayment,
  recomputePaymentStatus,
  settleChargeAttempt,
} from './booking-payments.repository';
import { amountOwed } from './payment-status';
import { chargeOrScheduleRetry } from './retry-booking-payment';

export const nothingOwed = () =>
  conflict('Nothing is owed on this booking.', 'Nothing To Pay', 'nothing_owed');

const paymentInProgress = () =>
  conflict(
    'A payment for this booking is already in progress. Check again in a moment.',
    'Payment In Progress',
    'payment_in_progress',
  );

export interface RetryRequest {
  bookingId: string;
  /** The customer paying now: the booking must be theirs, and so must the new card. Null for an admin. */
  customerUserId: string | null;
  paymentMethodId?: string;
  /** An admin's retry is audited. */
  adminUserId?: string;
}

/**
 * "Pay now" (customer, optionally with another card) and an admin's "Retry charge": charges what the booking
 * still owes at once. A charge waiting for the customer's authentication is kept unless a new card replaces it
 * (then it is given up at the processor first, so the booking is never charged twice).
 */
export async function retryPaymentNow(ctx: AppContext, request: RetryRequest): Promise<void> {
  const superseded = await ctx.db.transaction(async (tx) => {
    const row = await lockBookingForPayment(tx, request.bookingId);
    if (!row || (request.customerUserId !== null && row.booking.customerId !== request.customerUserId)) {
      throw bookingNotFound();
    }
    const owner = row.booking.customerId;
    const card = request.paymentMethodId
      ? await findOwnPaymentMethod(tx, owner, request.paymentMethodId)
      : undefined;
    if (request.paymentMethodId && !card) throw bookingNotFound();
    const charges = await chargesOf(tx, request.bookingId);
    // A cancelled booking still owes its late fee, if it has one (decision 069).
    const active =
      row.booking.status === 'confirmed' ||
      row.booking.status === 'completed' ||
      (row.booking.status === 'cancelled' && row.booking.lateCancellationFeeCents !== null);
    if (!active || amountOwed(row.booking, charges) === 0) throw nothingOwed();
    if (card && card.id !== row.booking.paymentMethodId) {
      await tx.update(bookings).set({ paymentMethodId: card.id }).where(eq(bookings.id, request.bookingId));
    }
    if (request.adminUserId) {
      await tx.insert(moneyAuditEvents).values({
        actorUserId: request.adminUserId,
        action: 'payment_retry',
        bookingId: request.bookingId,
        amountCents: amountOwed(row.booking, charges),
        detail: { paymentStatus: row.booking.paymentStatus },
      });
    }
    const waiting = charges.find((c) => c.kind !== 'refund' && c.status === 'requires_action');
    return card && waiting ? waiting : null;
  });
  if (superseded) {
    if (superseded.reference) await ctx.payments.cancelCharge(superseded.reference);
    await ctx.db.transaction(async (tx) => {
      await lockBookingForPayment(tx, request.bookingId);
      await settleChargeAttempt(
        tx,
        superseded.id,
        {
          status: 'failed',
          reference: null,
          failureCode: 'canceled',
          failureMessage: 'Replaced by another card.',
        },
        ['requires_action'],
      );
      await recomputePaymentStatus(tx, request.bookingId);
    });
  }
  // A second "Pay now" racing the first finds its attempt in flight: say so rather than answer 200 unpaid.
  const outcome = await chargeOrScheduleRetry(ctx, request.bookingId);
  if (outcome === 'processing') throw paymentInProgress();
}
