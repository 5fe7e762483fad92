import { createReplicaDb, type Database, isConnectionError } from '@limpa/db';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { recentWriteCookie, recentWriteKey, wroteRecently } from '../lib/recent-write-cookie';
import { REPLAY_LAG_SQL, ReplicaMonitor } from '../lib/replica-monitor';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The database this request's may-be-a-moment-old reads go to (AppContext.reader): the one place the pool is
     * chosen (decision 081).
     */
    readerFor(request: FastifyRequest): Database;
    /** The replica's health, null without DATABASE_REPLICA_URL (tests and the ops check read it). */
    replicaMonitor: ReplicaMonitor | null;
  }
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * DATABASE_REPLICA_URL (decision 081, docs/operations.md#read-replica): a second pool on a streaming replica for
 * the reads routes hand `request.ctx.reader`. They go to the primary instead when the session wrote in the last
 * REPLICA_STICKY_SECONDS (a signed cookie, so any API process honours it), when the replica's replay lag is over
 * REPLICA_MAX_LAG_SECONDS, or while it is down; a query failing there to connect runs again on the primary.
 */
export const readReplicaPlugin = fp(async (app: FastifyInstance, opts: { config: Config; db: Database }) => {
  const { config, db } = opts;
  const replica = config.replica;
  if (!replica) {
    app.decorate('readerFor', () => db);
    app.decorate('replicaMonitor', null);
    return;
  }
  const metrics = app.metrics;
  let monitor: ReplicaMonitor | null = null;
  const handle = createReplicaDb(replica.url, db.$client, {
    onFallback: (err) => {
      app.log.warn({ err }, 'read replica unreachable: the primary answered');
      monitor?.markDown();
      metrics.replicaFallback('error');
    },
    // A replica restarting drops its idle clients; the pool replaces them, nothing else to do.
    onError: (err) => app.log.warn({ err }, 'idle read replica client error'),
    preparedStatements: config.preparedStatements,
  });
  monitor = new ReplicaMonitor(
    async () => {
      const { rows } = await handle.pool.probe<{ lag: number }>(REPLAY_LAG_SQL, 1_500);
      return Number(rows[0]?.lag ?? 0);
    },
    replica.maxLagSeconds,
    metrics,
  );
  const live = monitor;
  const key = recentWriteKey(config.authSecret);
  const secure = config.publicUrl.startsWith('https:');

  app.decorate('replicaMonitor', monitor);
  app.decorate('readerFor', (request: FastifyRequest): Database => {
    if (wroteRecently(request.headers.cookie, key, Date.now())) return db;
    if (live.state !== 'ok') {
      metrics.replicaFallback(live.state);
      return db;
    }
    metrics.replicaRead();
    return handle.db;
  });

  // Every successful write through the API marks its session's next reads for the primary (read-your-writes).
  app.addHook('onSend', async (request, reply, payload) => {
    if (READS.has(request.method) || reply.statusCode >= 400 || !request.url.startsWith('/api/'))
      return payload;
    reply.header('set-cookie', recentWriteCookie(key, replica.stickySeconds, Date.now(), secure));
    return payload;
  });
  app.addHook('onReady', async () => live.start());
  app.addHook('onClose', async () => {
    await live.stop();
    await handle.close().catch((err: unknown) => {
      if (!isConnectionError(err)) throw err;
    });
  });
  app.log.info('provider search, free times, the catalogue and admin lists read from the replica');
});
