import type { FastifyInstance } from 'fastify';
import { type MailDeliveryJob, runMailDeliveryJob } from '../adapters/mail/deliver-queued-mail';
import { type PaymentEventJob, type PaymentRetryJob, type PushDeliveryJob, QUEUES } from '../lib/job-queue';
import { retryPendingRefunds } from '../modules/booking-payments/refund-booking-payment';
import { retryBookingPayment } from '../modules/booking-payments/retry-booking-payment';
import { processPaymentEvent } from '../modules/payment-events/process-payment-event';
import { deliverPush } from '../modules/push/deliver-push';
import { runLifecycleTick, runSeriesTopUp, scheduleLifecycleJobs } from './lifecycle-jobs';

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
  await app.deps.jobs.work(QUEUES.lifecycleTick, async () => {
    await runLifecycleTick(deps(), new Date());
  });
  await app.deps.jobs.work(QUEUES.seriesTopUp, async () => {
    await runSeriesTopUp(deps(), new Date());
  });
  await app.deps.jobs.work<PushDeliveryJob>(QUEUES.pushDelivery, async (job) => {
    await deliverPush(deps(), job.notificationId);
  });
  await app.deps.jobs.work<MailDeliveryJob>(QUEUES.mailDelivery, (job) =>
    runMailDeliveryJob(app.deps.mailer.deliveryDeps(), job.mailId),
  );
  scheduleLifecycleJobs(app);
}
