import type { Database } from '@limpa/db';
import type { FastifyBaseLogger } from 'fastify';
import { type JobQueue, QUEUES } from '../../lib/job-queue';
import type { Mailer } from '../../lib/mailer';
import type { PaymentGateway } from '../../lib/payment-gateway';
import { notifyPaymentFailed } from '../notifications/money-mails';
import { notifyPaymentNeedsAction } from '../notifications/payment-mails';
import { type SettleOutcome, settleBookingPayment } from './settle-booking-payment';

export type PaymentDeps = {
  db: Database;
  payments: PaymentGateway;
  jobs: JobQueue;
  mailer: Mailer;
  config: { brandName: string; publicUrl: string; authSecret: string };
  log?: FastifyBaseLogger;
};

/**
 * Charges what the booking owes. A failure queues a retry (one per booking, backoff by pg-boss); a charge that
 * needs the customer's authentication is not retried by us: the customer is told and authenticates on-session.
 * A declined charge tells the customer too (once per booking and kind, however often it is retried).
 */
export async function chargeOrScheduleRetry(deps: PaymentDeps, bookingId: string): Promise<SettleOutcome> {
  const outcome = await settleBookingPayment(deps, bookingId);
  if (outcome === 'failed' || outcome === 'processing') {
    await deps.jobs.send(
      QUEUES.paymentRetry,
      { bookingId },
      { singletonKey: bookingId, startAfterSeconds: 300 },
    );
  }
  if (outcome === 'requires_action') await notifyPaymentNeedsAction(deps, bookingId);
  if (outcome === 'failed') await notifyPaymentFailed(deps, bookingId);
  return outcome;
}

/**
 * The retry job: throws while the charge keeps failing so pg-boss retries it with backoff. It stops once
 * nothing is owed (paid, cancelled) or the customer has to act (requires_action, after telling them).
 */
export async function retryBookingPayment(deps: Omit<PaymentDeps, 'jobs'>, bookingId: string): Promise<void> {
  const outcome = await settleBookingPayment(deps, bookingId);
  if (outcome === 'requires_action') await notifyPaymentNeedsAction(deps, bookingId);
  if (outcome === 'failed') await notifyPaymentFailed(deps, bookingId);
  if (outcome === 'failed' || outcome === 'processing') {
    throw new Error(`payment for booking ${bookingId} still ${outcome}`);
  }
}
