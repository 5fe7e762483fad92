import type { Database } from '@limpa/db';
import type { FastifyBaseLogger } from 'fastify';
import type { PaymentGateway } from '../../adapters/payments/payment-gateway';
import { type JobQueue, QUEUES } from '../../jobs/job-queue';
import { type SettleOutcome, settleBookingPayment } from './settle-booking-payment';

type Deps = { db: Database; payments: PaymentGateway; jobs: JobQueue; log?: FastifyBaseLogger };

/** Charges what the booking owes; on failure queues a retry (one per booking, backoff handled by pg-boss). */
export async function chargeOrScheduleRetry(deps: Deps, bookingId: string): Promise<SettleOutcome> {
  const outcome = await settleBookingPayment(deps, bookingId);
  if (outcome === 'failed' || outcome === 'processing') {
    await deps.jobs.send(
      QUEUES.paymentRetry,
      { bookingId },
      { singletonKey: bookingId, startAfterSeconds: 300 },
    );
  }
  return outcome;
}

/** The retry job: throws while the charge keeps failing so pg-boss retries it with backoff. */
export async function retryBookingPayment(deps: Omit<Deps, 'jobs'>, bookingId: string): Promise<void> {
  const outcome = await settleBookingPayment(deps, bookingId);
  if (outcome === 'failed' || outcome === 'processing') {
    throw new Error(`payment for booking ${bookingId} still ${outcome}`);
  }
}
