import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import { PgBoss } from 'pg-boss';

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
} as const;
export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

export interface PaymentRetryJob {
  bookingId: string;
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
  work<T extends object>(name: QueueName, handler: (data: T) => Promise<void>): Promise<void>;
  stop(): Promise<void>;
}

/** Failed card charges are retried with exponential backoff: 5 min, 10, 20, … up to 6 attempts. */
const RETRY_POLICY = { retryLimit: 6, retryDelay: 300, retryBackoff: true, retryDelayMax: 6 * 3600 };

export async function startJobQueue(pool: pg.Pool, log: FastifyBaseLogger): Promise<JobQueue> {
  const boss = new PgBoss({
    // Reuse the app's pool: no second set of connections, and jobs live beside the data they act on.
    db: { executeSql: (text: string, values?: unknown[]) => pool.query(text, values) },
    supervise: true,
    schedule: false,
  });
  boss.on('error', (err) => log.error({ err }, 'job queue error'));
  await boss.start();
  for (const name of Object.values(QUEUES)) {
    await boss.createQueue(name, { ...RETRY_POLICY, policy: 'exclusive' }).catch(() => {});
  }
  return {
    send: (name, data, options = {}) =>
      boss.send(name, data, {
        ...RETRY_POLICY,
        singletonKey: options.singletonKey,
        startAfter: options.startAfterSeconds,
      }),
    work: async <T extends object>(name: QueueName, handler: (data: T) => Promise<void>) => {
      await boss.work<T>(name, async (jobs) => {
        for (const job of jobs) await handler(job.data);
      });
    },
    stop: () => boss.stop({ graceful: true, timeout: 5_000 }),
  };
}
