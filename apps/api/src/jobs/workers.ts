import type { FastifyInstance } from 'fastify';
import { type MailDeliveryJob, runMailDeliveryJob } from '../adapters/mail/deliver-queued-mail';
import {
  type MondayPayoutsJob,
  type PaymentEventJob,
  type PaymentRetryJob,
  type PushDeliveryJob,
  QUEUES,
} from '../lib/job-queue';
import { retryPendingRefunds } from '../modules/booking-payments/refund-booking-payment';
import { retryBookingPayment } from '../modules/booking-payments/retry-booking-payment';
import { processPaymentEvent } from '../modules/payment-events/process-payment-event';
import { payOutMonday } from '../modules/payouts/run-monday-payouts';
import { deliverPush } from '../modules/push/deliver-push';
import { runDailySweep, runLifecycleTick, scheduleLifecycleJobs } from './lifecycle-jobs';

/** Subscribes this process to the background queues. */
export async function registerWorkers(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  await ctx.jobs.work<PaymentRetryJob>(QUEUES.paymentRetry, (job) => retryBookingPayment(ctx, job.bookingId));
  await ctx.jobs.work<PaymentRetryJob>(QUEUES.refundRetry, (job) => retryPendingRefunds(ctx, job.bookingId));
  await ctx.jobs.work<PaymentEventJob>(QUEUES.paymentEvent, (job) => processPaymentEvent(ctx, job.eventId));
  await ctx.jobs.work(QUEUES.lifecycleTick, async () => {
    await runLifecycleTick(ctx, new Date());
  });
  await ctx.jobs.work(QUEUES.seriesTopUp, async () => {
    await runDailySweep(ctx, new Date());
  });
  await ctx.jobs.work<MondayPayoutsJob>(QUEUES.mondayPayouts, async (job) => {
    await payOutMonday(ctx, job.monday);
  });
  await ctx.jobs.work<PushDeliveryJob>(QUEUES.pushDelivery, async (job) => {
    await deliverPush(ctx, job.notificationId);
  });
  await ctx.jobs.work<MailDeliveryJob>(QUEUES.mailDelivery, (job) =>
    runMailDeliveryJob(ctx.mailer, job.mailId),
  );
  scheduleLifecycleJobs(app);
}
