import type { AppContext } from '../../lib/app-context';
import { QUEUES } from '../../lib/job-queue';
import { notifyPaymentFailed } from '../notifications/money-mails';
import { notifyPaymentNeedsAction } from '../notifications/payment-mails';
import { type SettleOutcome, settleBookingPayment } from './settle-booking-payment';

/**
 * Charges what the booking owes. A failure queues a retry (one per booking, backoff by pg-boss); a charge that
 * needs the customer's authentication is not retried by us: the customer is told and authenticates on-session.
 * A declined charge tells the customer too (once per booking and kind, however often it is retried).
 */
export async function chargeOrScheduleRetry(ctx: AppContext, bookingId: string): Promise<SettleOutcome> {
  const outcome = await settleBookingPayment(ctx, bookingId);
  if (outcome === 'failed' || outcome === 'processing') {
    await ctx.jobs.send(
      QUEUES.paymentRetry,
      { bookingId },
      { singletonKey: bookingId, startAfterSeconds: 300 },
    );
  }
  if (outcome === 'requires_action') await notifyPaymentNeedsAction(ctx, bookingId);
  if (outcome === 'failed') await notifyPaymentFailed(ctx, bookingId);
  return outcome;
}

/**
 * The retry job: throws while the charge keeps failing so pg-boss retries it with backoff. It stops once
 * nothing is owed (paid, cancelled) or the customer has to act (requires_action, after telling them).
 */
export async function retryBookingPayment(ctx: AppContext, bookingId: string): Promise<void> {
  const outcome = await settleBookingPayment(ctx, bookingId);
  if (outcome === 'requires_action') await notifyPaymentNeedsAction(ctx, bookingId);
  if (outcome === 'failed') await notifyPaymentFailed(ctx, bookingId);
  if (outcome === 'failed' || outcome === 'processing') {
    throw new Error(`payment for booking ${bookingId} still ${outcome}`);
  }
}
