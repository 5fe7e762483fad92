import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Database, DbHandle } from './client';
import { prepareStatementsOn } from './prepared-statements';
import * as schema from './schema';

/** SQLSTATEs that say the server could not take or keep the connection: class 08, shutdowns, "starting up". */
const CONNECTION_STATES = /^(08...|57P0[1-3])$/;
/**
 * What node and pg throw when no server answers, or the socket dies: codes, and pg's messages without one.
 * 40001 on a standby is a query cancelled by a conflict with recovery (a vacuum replayed under it): a read, so
 * the primary may answer it instead.
 */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  '40001',
]);
const CONNECTION_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|not queryable|Client was closed/i;

/** Whether `err` is the replica being away (retry on the primary) rather than a fault of the query itself. */
export function isConnectionError(err: unknown): boolean {
  if (!err || typeof err !== 'object') return false;
  const { code, message } = err as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (CONNECTION_CODES.has(code) || CONNECTION_STATES.test(code))) return true;
  return typeof message === 'string' && CONNECTION_MESSAGES.test(message);
}

type Callback = (...args: unknown[]) => void;

/**
 * A pool on the read replica that answers from the primary when the replica cannot (decision 081): a query that
 * fails there with a connection error runs once more on `primary`, and a connection that cannot be had is taken
 * from `primary`. Only reads are ever given this pool (AppContext.reader), so running one twice is harmless.
 * Promise calls only (drizzle's); a call with a callback goes to the replica as pg would run it.
 */
export class ReplicaPool extends pg.Pool {
  constructor(
    config: pg.PoolConfig,
    private readonly primary: pg.Pool,
    private readonly onFallback: (err: unknown) => void,
  ) {
    super(config);
  }

  // biome-ignore lint/suspicious/noExplicitAny: pg.Pool's query is a set of overloads; this keeps them all.
  override query(...args: any[]): any {
    if (typeof args.at(-1) === 'function') return (super.query as (...a: unknown[]) => unknown)(...args);
    const onReplica = (super.query as (...a: unknown[]) => Promise<unknown>)(...args);
    return onReplica.catch((err: unknown) => {
      if (!isConnectionError(err)) throw err;
      this.onFallback(err);
      return (this.primary.query as (...a: unknown[]) => Promise<unknown>)(...args);
    });
  }

  /** The replica's own answer, never the primary's: what the lag check asks (lib/replica-monitor.ts). */
  probe<Row extends pg.QueryResultRow>(text: string, timeoutMs: number): Promise<pg.QueryResult<Row>> {
    return super.query<Row>({ text, query_timeout: timeoutMs } as pg.QueryConfig);
  }

  // biome-ignore lint/suspicious/noExplicitAny: as query.
  override connect(...args: any[]): any {
    if (typeof args[0] === 'function') return (super.connect as (cb: Callback) => void)(args[0] as Callback);
    return super.connect().catch((err: unknown) => {
      if (!isConnectionError(err)) throw err;
      this.onFallback(err);
      return this.primary.connect();
    });
  }
}

/**
 * The reader's database on `url`, falling back to `primary` as ReplicaPool says. Its connections LISTEN to
 * nothing: a standby refuses LISTEN, and the caches hear changes from the primary's pool anyway.
 */
export function createReplicaDb(
  url: string,
  primary: pg.Pool,
  options: {
    onFallback: (err: unknown) => void;
    onError?: (err: Error) => void;
    preparedStatements?: boolean;
    max?: number;
  },
): DbHandle & { pool: ReplicaPool } {
  // A replica that drops packets is left for the primary after 2 s rather than pg's 5 s (createDb).
  const pool = new ReplicaPool(
    { connectionString: url, max: options.max ?? 10, connectionTimeoutMillis: 2_000 },
    primary,
    options.onFallback,
  );
  pool.on('error', (err) => options.onError?.(err));
  if (options.preparedStatements !== false) pool.on('connect', prepareStatementsOn);
  const db = drizzle(pool, { schema, casing: 'snake_case' }) as Database;
  return { db, pool, close: () => pool.end() };
}
