import type { Database } from '@limpa/db';
import type { LegalVersions } from '@limpa/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Geocoder } from './geocoder';
import type { JobQueue } from './job-queue';
import type { Mailer } from './mailer';
import type { Metrics } from './metrics';
import type { PaymentGateway } from './payment-gateway';
import type { RateLimiter } from './rate-limiter';
import type { ResolveHost } from './resolve-host';
import type { Storage } from './storage';

/**
 * What a use case is given to work with: the settings, the database and the adapters, built once by app.ts, and
 * the logger its lines go to. A route hands over `request.ctx` (the app's context with the request's logger, so
 * every line carries the request id), a plugin or a job `app.ctx`. A use case takes the whole context, or a Pick
 * of it where a narrower need is worth saying; no use case declares a dependency type of its own.
 */
export interface AppContext {
  config: Config;
  db: Database;
  /**
   * Where reads that may be a moment old go (decision 081): provider search and profiles, free times, the
   * catalogue, admin lists. The read replica (DATABASE_REPLICA_URL) unless the session wrote in the last
   * seconds or the replica lags or is down; otherwise, and always in the app's own context, `db`. Never written to.
   */
  reader: Database;
  mailer: Mailer;
  limiter: RateLimiter;
  storage: Storage;
  payments: PaymentGateway;
  jobs: JobQueue;
  /** Places addresses on the map when they are saved (docs/geocoding.md). */
  geocoder: Geocoder;
  /** How push service host names resolve (decision 042): node's resolver, a table in tests. */
  resolveHost: ResolveHost;
  /** The terms and privacy versions in force (packages/domain legal-terms; another pair in tests). */
  legal: LegalVersions;
  /** What is counted for Prometheus (plugins/metrics.ts); no-ops unless METRICS_TOKEN is set. */
  metrics: Metrics;
  log: FastifyBaseLogger;
}
