import type { DbOrTx } from '@limpa/db';

export const QUEUES = {
  paymentRetry: 'payment-retry',
  /** Refunds the processor did not confirm yet (free cancellations included): repeated until they succeed. */
  refundRetry: 'refund-retry',
  /** Stored webhook events, applied one transaction each. */
  paymentEvent: 'payment-event',
  /** Every few minutes: pending requests expire, later series visits due within 24 h are charged. */
  lifecycleTick: 'lifecycle-tick',
  /** Daily: recurring series get their visits up to 8 weeks ahead. */
  seriesTopUp: 'series-top-up',
  /** Mondays from 09:00 Lisbon: every cleaner's available balance is paid out (decision 051). */
  mondayPayouts: 'monday-payouts',
  /** One in-app notification shown on each of its person's subscribed browsers (decision 025). */
  pushDelivery: 'push-delivery',
  /** One outbox mail handed to the SMTP server, retried with backoff while it refuses (decision 030). */
  mailDelivery: 'mail-delivery',
} as const;
export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

export interface PaymentRetryJob {
  bookingId: string;
}

export interface MondayPayoutsJob {
  /** The Monday paid, 'YYYY-MM-DD' in Lisbon: a job that starts after midnight still pays that Monday. */
  monday: string;
}

export interface PushDeliveryJob {
  notificationId: string;
}

export interface PaymentEventJob {
  eventId: string;
}

/** Background jobs in PostgreSQL (pg-boss): every API process can send and work them (SKIP LOCKED). */
export interface JobQueue {
  send(
    name: QueueName,
    data: object,
    options?: { singletonKey?: string; startAfterSeconds?: number },
  ): Promise<string | null>;
  /** Enqueued in the caller's transaction: the job exists exactly when the transaction commits. */
  sendInTransaction(tx: DbOrTx, name: QueueName, data: object): Promise<string | null>;
  work<T extends object>(name: QueueName, handler: (data: T) => Promise<void>): Promise<void>;
  /** Per queue: jobs waiting (queued, deferred included) and the age of the oldest one due now (metrics). */
  depths(): Promise<QueueDepth[]>;
  stop(): Promise<void>;
}

export interface QueueDepth {
  name: QueueName;
  queued: number;
  /** Seconds since the oldest job that may run now became due; 0 when none waits. */
  oldestAgeSeconds: number;
}
