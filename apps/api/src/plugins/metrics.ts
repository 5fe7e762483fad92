import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type pg from 'pg';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { unauthorized } from '../lib/app-error';
import type { JobQueue, QueueDepth } from '../lib/job-queue';
import { type Metrics, NO_METRICS, type ReplicaFallbackReason } from '../lib/metrics';

declare module 'fastify' {
  interface FastifyInstance {
    /** What the app counts (lib/metrics.ts); no-ops unless METRICS_TOKEN is set. */
    metrics: Metrics;
    /** The registry GET /metrics reads; null while METRICS_TOKEN is unset. */
    metricsRegistry: Registry | null;
  }
}

/** Queue depths are read at most this often, however often Prometheus scrapes (bounds the scrape's cost). */
const QUEUE_DEPTHS_TTL_MS = 10_000;
/** A scrape waits this long for the queue read, then shows the last values it had. */
const QUEUE_DEPTHS_TIMEOUT_MS = 2_000;

interface MetricsOptions {
  /** METRICS_TOKEN; null → no /metrics route and nothing recorded (off by default). */
  token: string | null;
  pool: pg.Pool;
  jobs: JobQueue;
}

/**
 * GET /metrics in Prometheus text format behind a bearer token (decision 078, docs/operations.md#metrics). Its
 * own registry per app, so each test's app starts from zero.
 */
export const metricsPlugin = fp(async (app: FastifyInstance, opts: MetricsOptions) => {
  if (!opts.token) {
    app.decorate('metrics', NO_METRICS);
    app.decorate('metricsRegistry', null);
    return;
  }
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  app.decorate('metrics', registerAppMetrics(registry, opts));
  app.decorate('metricsRegistry', registry);

  const duration = new Histogram({
    name: 'limpa_http_request_duration_seconds',
    help: 'Time to answer a request, in seconds, by route pattern, method and status code.',
    labelNames: ['route', 'method', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    // The pattern, never the raw URL: ids in paths would make a series per record (decision 078).
    const route = request.routeOptions.url ?? 'unmatched';
    if (route === '/metrics') return;
    duration.observe(
      { route, method: request.method, status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });
});

/**
 * The route itself, registered after the errors plugin (a route keeps the error handler in place when it is
 * added, and a 401 must be a problem+json like every other).
 */
export async function metricsRoutes(app: FastifyInstance, opts: { token: string | null }) {
  const registry = app.metricsRegistry;
  if (!opts.token || !registry) return;
  const expected = digest(opts.token);
  app.get('/metrics', { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) => {
    const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
    // Both sides hashed to one length first, so the comparison takes the same time whatever was sent.
    if (!timingSafeEqual(digest(given), expected)) throw unauthorized();
    reply.header('cache-control', 'no-store').type(registry.contentType);
    return registry.metrics();
  });
}

const digest = (text: string) => createHash('sha256').update(text).digest();

function registerAppMetrics(registry: Registry, { pool, jobs }: MetricsOptions): Metrics {
  const registers = [registry];
  const pools = [
    ['total', 'Clients in the database pool, busy or idle.', () => pool.totalCount],
    ['idle', 'Idle clients in the database pool.', () => pool.idleCount],
    ['waiting', 'Queries waiting for a free client of the database pool.', () => pool.waitingCount],
  ] as const;
  for (const [what, help, read] of pools) {
    new Gauge({
      name: `limpa_db_pool_${what}_clients`,
      help,
      registers,
      collect() {
        this.set(read());
      },
    });
  }
  const dbErrors = new Counter({
    name: 'limpa_db_query_errors_total',
    help: 'Database errors: queries that failed a request, and idle clients the server dropped.',
    registers,
  });
  pool.on('error', () => dbErrors.inc());

  const depths = queueDepthReader(jobs);
  const queueGauges = [
    [
      'limpa_job_queue_depth',
      'Jobs waiting in each queue (deferred ones included).',
      (q: QueueDepth) => q.queued,
    ],
    [
      'limpa_job_queue_oldest_age_seconds',
      'Seconds since the oldest job that may run now became due, per queue (0 when none waits).',
      (q: QueueDepth) => q.oldestAgeSeconds,
    ],
  ] as const;
  for (const [name, help, read] of queueGauges) {
    new Gauge({
      name,
      help,
      labelNames: ['queue'] as const,
      registers,
      async collect() {
        for (const q of await depths()) this.set({ queue: q.name }, read(q));
      },
    });
  }

  const payments = new Counter({
    name: 'limpa_payment_outcomes_total',
    help: 'Charges and refunds settled, by kind (charge, overtime, late_fee, tip, refund) and outcome.',
    labelNames: ['kind', 'outcome'] as const,
    registers,
  });
  const live = new Gauge({
    name: 'limpa_live_event_connections',
    help: 'Live event streams (GET /api/v1/events) open now in this process.',
    registers,
  });
  const mail = new Counter({
    name: 'limpa_mail_failures_total',
    help: 'Mail deliveries the SMTP server refused or that could not reach it (each attempt).',
    registers,
  });
  const push = new Counter({
    name: 'limpa_push_failures_total',
    help: 'Web push deliveries that failed (each subscription attempt).',
    registers,
  });
  const replica = replicaMetrics(registers);
  return {
    ...replica,
    paymentOutcome: (kind, outcome) => payments.inc({ kind, outcome }),
    mailFailure: () => mail.inc(),
    pushFailure: () => push.inc(),
    dbQueryError: () => dbErrors.inc(),
    liveEventConnections: (delta) => live.inc(delta),
  };
}

/** The read replica's counters and lag (decision 081, docs/operations.md#read-replica). */
function replicaMetrics(registers: Registry[]) {
  const reads = new Counter({
    name: 'limpa_db_replica_reads_total',
    help: 'Requests whose reads were handed to the read replica.',
    registers,
  });
  const fallbacks = new Counter({
    name: 'limpa_db_replica_fallbacks_total',
    help: 'Reads meant for the replica that the primary answered, by reason: down, lagging, or error (one query retried).',
    labelNames: ['reason'] as const,
    registers,
  });
  const lag = new Gauge({
    name: 'limpa_db_replica_lag_seconds',
    help: "The read replica's replay lag at the last check (every 2 s).",
    registers,
  });
  return {
    replicaRead: () => reads.inc(),
    replicaFallback: (reason: ReplicaFallbackReason) => fallbacks.inc({ reason }),
    replicaLag: (seconds: number) => lag.set(seconds),
  };
}

/** The queue depths, read once per QUEUE_DEPTHS_TTL_MS for both gauges, the last values kept on a slow read. */
function queueDepthReader(jobs: JobQueue): () => Promise<QueueDepth[]> {
  let last: QueueDepth[] = [];
  let pending: Promise<QueueDepth[]> | null = null;
  let readAt = 0;
  return async () => {
    if (!pending || Date.now() - readAt > QUEUE_DEPTHS_TTL_MS) {
      readAt = Date.now();
      pending = jobs.depths().then(
        (d) => (last = d),
        () => last,
      );
    }
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<QueueDepth[]>((resolve) => {
      timer = setTimeout(() => resolve(last), QUEUE_DEPTHS_TIMEOUT_MS);
    });
    try {
      return await Promise.race([pending, timeout]);
    } finally {
      clearTimeout(timer);
    }
  };
}
