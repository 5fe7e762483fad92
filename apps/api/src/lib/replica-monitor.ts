import type { Metrics } from './metrics';

/** How often the replica's lag is read: one cheap statement, so a lagging replica is left within 2 s. */
export const REPLICA_CHECK_INTERVAL_MS = 2_000;
/** A check that takes longer than this counts the replica as down. */
const CHECK_TIMEOUT_MS = 1_500;

/**
 * The replay lag in seconds: 0 when the replica has replayed all it received (an idle primary writes nothing,
 * and the last replayed transaction's age would grow forever), or when the server is no standby at all (tests'
 * "replica" is a second pool on the primary). A standby cut off from its primary receives nothing new, so its
 * lag grows from its last replayed transaction and it is left once over the bound.
 */
export const REPLAY_LAG_SQL = `select case
  when not pg_is_in_recovery() then 0
  when pg_last_wal_receive_lsn() is not null and pg_last_wal_receive_lsn() = pg_last_wal_replay_lsn() then 0
  else coalesce(extract(epoch from now() - pg_last_xact_replay_timestamp()), 0)
end::float8 as lag`;

export type ReplicaState = 'ok' | 'lagging' | 'down';

/**
 * Whether the replica may answer reads now (decision 081): read every REPLICA_CHECK_INTERVAL_MS, and marked down
 * at once when a query there fails to connect (ReplicaPool's fallback), until a check finds it back.
 */
export class ReplicaMonitor {
  state: ReplicaState = 'ok';
  lagSeconds = 0;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  constructor(
    private readonly readLag: () => Promise<number>,
    private readonly maxLagSeconds: number,
    private readonly metrics: Pick<Metrics, 'replicaLag'>,
  ) {}

  start(): void {
    if (this.timer) return;
    void this.check();
    this.timer = setInterval(() => void this.check(), REPLICA_CHECK_INTERVAL_MS);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  markDown(): void {
    this.state = 'down';
  }

  /** One lag read; a check still running is waited for rather than doubled. */
  check(): Promise<void> {
    this.running ??= this.readOnce().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async readOnce(): Promise<void> {
    try {
      const lag = await withTimeout(this.readLag(), CHECK_TIMEOUT_MS);
      this.lagSeconds = lag;
      this.metrics.replicaLag(lag);
      this.state = lag > this.maxLagSeconds ? 'lagging' : 'ok';
    } catch {
      this.state = 'down';
    }
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('replica check timed out')), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
