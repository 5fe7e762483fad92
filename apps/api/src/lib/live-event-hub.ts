import { AUTH_CHANGES_CHANNEL } from '@limpa/db';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import { type DeliveredLiveEvent, LIVE_EVENTS_CHANNEL } from './live-events';

export type LiveEventListener = (event: DeliveredLiveEvent) => void;
/** A user whose session, account or profile changed; null: anyone's may have (a TRUNCATE, or a gap in listening). */
export type AuthChangeListener = (userId: string | null) => void;

const RECONNECT_MS = 1_000;

/**
 * Fans PostgreSQL notifications out to this process's open event streams. One dedicated connection per process
 * LISTENs (taken from the pool on the first subscriber and kept); every process gets every notification and
 * hands it to the streams of the person it names (one notification per recipient, sent at commit with the
 * event's id in their log: decision 082), so a message posted through any process reaches any other.
 * The same connection hears whose sign-in changed (decision 034's channel), so streams can end with their
 * session (decision 042).
 */
export class LiveEventHub {
  private readonly listeners = new Map<string, Set<LiveEventListener>>();
  private readonly authListeners = new Set<AuthChangeListener>();
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

  /** Calls `listener` with each user whose sign-in changed, heard once anyone subscribed; returns how to stop. */
  onAuthChange(listener: AuthChangeListener): () => void {
    this.authListeners.add(listener);
    return () => this.authListeners.delete(listener);
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
    // Pool connections may hear other channels too (the cleaner list's changes): each is told apart here.
    client.on('notification', (msg) => {
      if (msg.channel === LIVE_EVENTS_CHANNEL) this.dispatch(msg.payload);
      else if (msg.channel === AUTH_CHANGES_CHANNEL) this.authChanged(msg.payload ?? null);
    });
    client.on('error', (err) => this.lost(client, err));
    client.on('end', () => this.lost(client));
    await client.query(`LISTEN ${LIVE_EVENTS_CHANNEL}; LISTEN ${AUTH_CHANGES_CHANNEL}`);
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
        this.listen()
          // Sign-in changes made while nobody listened were missed: every stream's session is checked again.
          .then(() => this.authChanged('*'))
          .catch((e) => this.log.error({ err: e }, 'live events: reconnect failed'));
    }, RECONNECT_MS).unref();
  }

  private authChanged(payload: string | null) {
    const userId = payload === '*' || !payload ? null : payload;
    for (const listener of this.authListeners) listener(userId);
  }

  private dispatch(payload: string | undefined) {
    if (!payload) return;
    let parsed: DeliveredLiveEvent & { userId: string };
    try {
      parsed = JSON.parse(payload) as DeliveredLiveEvent & { userId: string };
    } catch {
      return;
    }
    const { userId, ...event } = parsed;
    for (const listener of this.listeners.get(userId) ?? []) listener(event);
  }

  /** Stops listening and gives the connection back (shutdown). */
  async stop(): Promise<void> {
    this.stopped = true;
    await this.connecting?.catch(() => {});
    const client = this.client;
    this.client = null;
    this.listeners.clear();
    this.authListeners.clear();
    // Destroyed, not handed back: UNLISTEN of the auth channel would also silence it for the session cache,
    // whose feed expects every pool connection to keep listening (decision 034).
    client?.release(true);
  }
}
