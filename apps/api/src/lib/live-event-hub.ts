import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import { LIVE_EVENTS_CHANNEL, type LiveEvent } from './live-events';

export type LiveEventListener = (event: Omit<LiveEvent, 'userIds'>) => void;

const RECONNECT_MS = 1_000;

/**
 * Fans PostgreSQL notifications out to this process's open event streams. One dedicated connection per process
 * LISTENs (taken from the pool on the first subscriber and kept); every process gets every notification and
 * hands it to the streams of the people it names, so a message posted through any process reaches any other.
 */
export class LiveEventHub {
  private readonly listeners = new Map<string, Set<LiveEventListener>>();
  private client: pg.PoolClient | null = null;
  private connecting: Promise<void> | null = null;
  private stopped = false;

  constructor(
    private readonly pool: pg.Pool,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Starts listening if needed; resolves once notifications for `userId` reach `listener`. */
  async subscribe(userId: string, listener: LiveEventListener): Promise<() => void> {
    let set = this.listeners.get(userId);
    if (!set) {
      set = new Set();
      this.listeners.set(userId, set);
    }
    set.add(listener);
    const unsubscribe = () => {
      set.delete(listener);
      if (set.size === 0 && this.listeners.get(userId) === set) this.listeners.delete(userId);
    };
    try {
      await this.listen();
    } catch (err) {
      unsubscribe();
      throw err;
    }
    return unsubscribe;
  }

  get subscriberCount(): number {
    let n = 0;
    for (const set of this.listeners.values()) n += set.size;
    return n;
  }

  private listen(): Promise<void> {
    if (this.client || this.stopped) return Promise.resolve();
    this.connecting ??= this.connect().finally(() => {
      this.connecting = null;
    });
    return this.connecting;
  }

  private async connect(): Promise<void> {
    const client = await this.pool.connect();
    // Pool connections also hear other channels (the auth changes every connection LISTENs to).
    client.on('notification', (msg) => {
      if (msg.channel === LIVE_EVENTS_CHANNEL) this.dispatch(msg.payload);
    });
    client.on('error', (err) => this.lost(client, err));
    client.on('end', () => this.lost(client));
    await client.query(`LISTEN ${LIVE_EVENTS_CHANNEL}`);
    if (this.stopped) {
      client.release(true);
      return;
    }
    this.client = client;
  }

  /** The listening connection dropped (database restart): listen again while anyone is subscribed. */
  private lost(client: pg.PoolClient, err?: Error) {
    if (this.client !== client) return;
    this.client = null;
    client.release(err ?? true);
    if (this.stopped) return;
    this.log.warn({ err }, 'live events: listening connection lost; reconnecting');
    setTimeout(() => {
      if (this.subscriberCount > 0)
        this.listen().catch((e) => this.log.error({ err: e }, 'live events: reconnect failed'));
    }, RECONNECT_MS).unref();
  }

  private dispatch(payload: string | undefined) {
    if (!payload) return;
    let parsed: LiveEvent;
    try {
      parsed = JSON.parse(payload) as LiveEvent;
    } catch {
      return;
    }
    const { userIds, ...event } = parsed;
    for (const userId of userIds) {
      for (const listener of this.listeners.get(userId) ?? []) listener(event);
    }
  }

  /** Stops listening and gives the connection back (shutdown). */
  async stop(): Promise<void> {
    this.stopped = true;
    await this.connecting?.catch(() => {});
    const client = this.client;
    this.client = null;
    this.listeners.clear();
    if (client) {
      await client.query(`UNLISTEN ${LIVE_EVENTS_CHANNEL}`).catch(() => {});
      client.release();
    }
  }
}
