import type { FastifyInstance } from 'fastify';
import { retryBookingPayment } from '../modules/booking-payments/retry-booking-payment';
import { type PaymentRetryJob, QUEUES } from './job-queue';

/** Subscribes this process to the background queues. */
export async function registerWorkers(app: FastifyInstance): Promise<void> {
  await app.deps.jobs.work<PaymentRetryJob>(QUEUES.paymentRetry, (job) =>
    retryBookingPayment({ ...app.deps, log: app.log }, job.bookingId),
  );
}
