import type { FastifyInstance } from 'fastify';
import { retryPendingRefunds } from '../modules/booking-payments/refund-booking-payment';
import { retryBookingPayment } from '../modules/booking-payments/retry-booking-payment';
import { approveSilentOvertime } from '../modules/bookings/approve-silent-overtime';
import { processPaymentEvent } from '../modules/payment-events/process-payment-event';
import { type PaymentEventJob, type PaymentRetryJob, QUEUES } from './job-queue';

const OVERTIME_SWEEP_MS = 15 * 60_000;

/** Subscribes this process to the background queues. */
export async function registerWorkers(app: FastifyInstance): Promise<void> {
  const deps = () => ({ ...app.deps, log: app.log });
  await app.deps.jobs.work<PaymentRetryJob>(QUEUES.paymentRetry, (job) =>
    retryBookingPayment(deps(), job.bookingId),
  );
  await app.deps.jobs.work<PaymentRetryJob>(QUEUES.refundRetry, (job) =>
    retryPendingRefunds(deps(), job.bookingId),
  );
  await app.deps.jobs.work<PaymentEventJob>(QUEUES.paymentEvent, (job) =>
    processPaymentEvent(deps(), job.eventId),
  );
  // "Silence approves" (decision 020): every process sweeps now and then; each approval is a compare-and-swap,
  // so processes sweeping at once still charge an overtime once.
  const sweep = setInterval(() => {
    approveSilentOvertime(deps()).catch((err) => app.log.error({ err }, 'overtime approval sweep failed'));
  }, OVERTIME_SWEEP_MS);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));
}
