import type { AddTipBody, Booking, Tip } from '@limpa/contracts';
import { bookingTotalCents, isTipInRange, isTipWindowOpen } from '@limpa/domain';
import type { AppContext } from '../../lib/app-context';
import { pgCode } from '../../lib/app-error';
import type { AuthContext } from '../../lib/auth-context';
import { bookingNotFound } from '../../lib/booking-privacy';
import { recordPaymentOutcome } from '../../lib/metrics';
import type { ChargeResult } from '../../lib/payment-gateway';
import { getBookingFor } from '../bookings/read-bookings';
import { notifyTipReceived } from '../notifications/tip-mails';
import {
  chargesOf,
  claimChargeAttempt,
  lockBookingForPayment,
  settleChargeAttempt,
} from './booking-payments.repository';
import { issueMoneyDocuments } from './issue-money-documents';
import { chargeIdempotencyKey } from './settle-booking-payment';
import { alreadyTipped, tipDeclined, tipNotCompleted, tipOutOfRange, tipWindowClosed } from './tip-errors';

/** The processor's failure when it could not be reached at all. */
const unreachable: ChargeResult = {
  status: 'failed',
  reference: null,
  failureCode: 'gateway_error',
  failureMessage: 'The card processor could not be reached.',
};

/**
 * Claims the tip as a 'pending' charge under the booking's row lock, after every rule: its customer (else 404),
 * completed (409), within 7 days of completion (409 tip_window_closed), no tip paid or in flight (409
 * already_tipped), from 1 cent to the booking's total (422). A second request waits on the lock, then finds
 * this claim; the unique index on one live charge per booking and kind backs the lock.
 */
async function claimTip(
  ctx: AppContext,
  customer: AuthContext,
  bookingId: string,
  body: AddTipBody,
  now: Date,
) {
  try {
    return await ctx.db.transaction(async (tx) => {
      const row = await lockBookingForPayment(tx, bookingId);
      if (!row || row.booking.customerId !== customer.userId) throw bookingNotFound();
      const b = row.booking;
      if (b.status !== 'completed') throw tipNotCompleted();
      if (!isTipWindowOpen(b.completedAt, now)) throw tipWindowClosed();
      const charges = await chargesOf(tx, bookingId);
      if (charges.some((c) => c.kind === 'tip' && c.status !== 'failed')) throw alreadyTipped();
      const total = bookingTotalCents(b);
      if (!isTipInRange(body.amountCents, total)) throw tipOutOfRange(total, b.currency);
      // The card the booking used is gone: nothing can be charged, nothing is recorded.
      if (!row.gatewayPaymentMethodId) throw tipDeclined();
      const key = chargeIdempotencyKey(bookingId, 'tip', charges);
      const id = await claimChargeAttempt(tx, {
        bookingId,
        kind: 'tip',
        amountCents: body.amountCents,
        currency: b.currency,
        idempotencyKey: key,
      });
      return {
        id,
        key,
        amountCents: body.amountCents,
        card: row.gatewayPaymentMethodId,
        customer: row.gatewayCustomerId,
        currency: b.currency,
      };
    });
  } catch (err) {
    if (pgCode(err) === '23505') throw alreadyTipped();
    throw err;
  }
}

/**
 * Charges off-session: a tip is never left waiting for the customer's authentication (they are not at the
 * booking's payment screen), so a bank that asks for it is given up and the tip counts as declined.
 */
async function chargeTip(ctx: AppContext, bookingId: string, claim: Awaited<ReturnType<typeof claimTip>>) {
  let result: ChargeResult;
  try {
    result = await ctx.payments.charge({
      gatewayPaymentMethodId: claim.card,
      customerId: claim.customer,
      amountCents: claim.amountCents,
      currency: claim.currency,
      idempotencyKey: claim.key,
      description: `Limpa booking ${bookingId} (tip)`,
      metadata: { bookingId, chargeId: claim.id },
    });
  } catch (err) {
    ctx.log.error({ err, bookingId }, 'payment gateway error');
    return unreachable;
  }
  if (result.status !== 'requires_action') return result;
  if (result.reference) await ctx.payments.cancelCharge(result.reference).catch(() => undefined);
  return {
    ...result,
    status: 'failed' as const,
    failureCode: result.failureCode ?? 'authentication_required',
  };
}

/**
 * POST /api/v1/bookings/:id/tip (docs/product-rules.md#tips, decision 076): the booking's customer tips its
 * cleaner, charged at once to the booking's card under `booking:{id}:tip`. Paid: the cleaner is told and the
 * answer is the tip with the booking (201). Declined: the attempt stays failed (no tip), 402 tip_declined, and
 * the customer may try again (`…:tip:attempt-N`).
 */
export async function addTip(
  ctx: AppContext,
  customer: AuthContext,
  bookingId: string,
  body: AddTipBody,
  now = new Date(),
): Promise<{ tip: Tip; booking: Booking }> {
  const claim = await claimTip(ctx, customer, bookingId, body, now);
  const result = await chargeTip(ctx, bookingId, claim);
  // A tip is no part of the booking's payment status (payment-status.ts): only the attempt is settled.
  const moved = await ctx.db.transaction(async (tx) => {
    await lockBookingForPayment(tx, bookingId);
    // The processor's "needs authentication" event may have moved the attempt first: a tip never waits for it
    // (decision 076), so this answer settles it from either state.
    const settled = await settleChargeAttempt(tx, claim.id, result, ['pending', 'requires_action']);
    if (settled?.status === 'succeeded') await issueMoneyDocuments(ctx, tx, bookingId);
    return settled;
  });
  if (moved) recordPaymentOutcome(ctx.metrics, 'tip', result.status);
  if (result.status === 'failed') throw tipDeclined();
  // Told once (tell-once's key), whether this answer or the processor's event settled it first.
  if (result.status === 'succeeded') await notifyTipReceived(ctx, bookingId);
  const booking = await getBookingFor(ctx.db, customer, bookingId);
  const tip = booking.tip ?? {
    amountCents: body.amountCents,
    status: 'processing' as const,
    createdAt: now.toISOString(),
  };
  return { tip, booking };
}
