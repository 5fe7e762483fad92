import type { DbOrTx } from '@limpa/db';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import { PgBoss } from 'pg-boss';
import { type JobQueue, QUEUES, type QueueName } from '../lib/job-queue';

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
    // 'exclusive' keeps one queued job per singleton key (a missing key counts as one key, so queues sent to
    // without keys must be 'standard'); push and mail jobs are one per notification or mail, all wanted.
    const policy = name === QUEUES.pushDelivery || name === QUEUES.mailDelivery ? 'standard' : 'exclusive';
    await boss.createQueue(name, { ...RETRY_POLICY, policy }).catch(() => {});
  }
  return {
    send: (name, data, options = {}) =>
      boss.send(name, data, {
        ...RETRY_POLICY,
        singletonKey: options.singletonKey,
        startAfter: options.startAfterSeconds,
      }),
    sendInTransaction: (tx, name, data) =>
      boss.send(name, data, {
        ...RETRY_POLICY,
        db: { executeSql: (text, values) => executeIn(tx, text, values) },
      }),
    work: async <T extends object>(name: QueueName, handler: (data: T) => Promise<void>) => {
      await boss.work<T>(name, async (jobs) => {
        for (const job of jobs) await handler(job.data);
      });
    },
    depths: async () => {
      const names = Object.values(QUEUES);
      // Counts from pg-boss's own queue table (kept by its monitor, so cheap); ages from one indexed read over
      // the waiting jobs (job_i11 covers name for state < active and not blocked: the query says both, so the
      // planner can use it).
      const [queues, ages] = await Promise.all([
        boss.getQueues(names),
        pool.query<{ name: string; age: number }>(
          `select name, extract(epoch from now() - min(start_after))::float8 as age from pgboss.job
           where name = any($1) and state < 'active' and not blocked and start_after <= now() group by name`,
          [names],
        ),
      ]);
      const age = new Map(ages.rows.map((r) => [r.name, Math.max(0, r.age)]));
      return names.map((name) => ({
        name,
        queued: queues.find((q) => q.name === name)?.queuedCount ?? 0,
        oldestAgeSeconds: age.get(name) ?? 0,
      }));
    },
    stop: () => boss.stop({ graceful: true, timeout: 5_000 }),
  };
}

/** Runs pg-boss's `$n`-parameterised SQL on a drizzle transaction (pg-boss's `db` option for one send). */
async function executeIn(tx: DbOrTx, text: string, values: unknown[] = []): Promise<{ rows: unknown[] }> {
  const chunks: SQL[] = [];
  const parts = text.split(/\$(\d+)/);
  for (let i = 0; i < parts.length; i++) {
    chunks.push(i % 2 === 0 ? sql.raw(parts[i]!) : sql`${values[Number(parts[i]) - 1]}`);
  }
  const result = await tx.execute(sql.join(chunks));
  return { rows: result.rows };
}
