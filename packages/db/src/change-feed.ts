import type pg from 'pg';

/** The channel migration 0018's triggers notify with the id of a user whose session, account or profile changed. */
export const AUTH_CHANGES_CHANNEL = 'limpa_auth_changes';
/** The channel migration 0019's triggers notify when what the provider list shows may have changed ('*'). */
export const LISTING_CHANGES_CHANNEL = 'limpa_listing_changes';

/** What a change feed tells: the key that changed (a user's id), or null for "anything" (a TRUNCATE, a '*', or notifications possibly missed). */
export type ChangeListener = (key: string | null) => void;

/**
 * Tells this process what changed in the database, for caches of it (decisions 034 and 037): one feed per
 * channel, e.g. which users' sessions, accounts or profiles changed.
 *
 * Every connection of the pool LISTENs as soon as it is made, before the pool hands it out. So:
 * - a write made through the pool is heard on its own connection before its COMMIT returns: the process reads its
 *   own writes at once;
 * - another process's write is heard on any idle connection as it commits.
 *
 * A cache may keep what it read only while the feed is `live` (at least one connection has been listening since
 * the read began) and `generation` is unchanged since then: every notification, and every moment with no
 * listening connection (when notifications can be missed), moves the generation on and tells the listeners.
 */
export class ChangeFeed {
  private readonly listening = new Set<pg.ClientBase>();
  private readonly listeners = new Set<ChangeListener>();
  private changes = 0;

  constructor(readonly channel: string) {}

  /** Moves on with every change heard and every gap in listening. */
  get generation(): number {
    return this.changes;
  }

  /** Whether changes are being heard now. */
  get live(): boolean {
    return this.listening.size > 0;
  }

  /** Calls `listener` with each change; returns how to stop. */
  subscribe(listener: ChangeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Makes a new connection listen: the pool's `onConnect`, which the pool awaits before the connection's first
   * use. A connection that cannot listen is not used (the pool drops it and its caller gets the error).
   */
  async attach(client: pg.ClientBase): Promise<void> {
    client.on('notification', (message) => {
      if (message.channel !== this.channel) return;
      this.changed(message.payload === '*' ? null : (message.payload ?? null));
    });
    let ended = false;
    client.once('end', () => {
      ended = true;
      this.detach(client);
    });
    await client.query(`LISTEN ${this.channel}`);
    // A connection that ended before LISTEN answered never counts.
    if (!ended) this.listening.add(client);
  }

  private detach(client: pg.ClientBase): void {
    if (!this.listening.delete(client)) return;
    // A connection that ends may not have delivered what it was sent (it was inside a transaction), and a newer
    // connection never hears what committed before its LISTEN: forget everything whenever one ends.
    this.changed(null);
  }

  private changed(key: string | null): void {
    this.changes += 1;
    for (const listener of this.listeners) listener(key);
  }
}

const feeds = new WeakMap<pg.Pool, Map<string, ChangeFeed>>();

/** Records a feed whose `attach` is part of `pool`'s onConnect (createDb). */
export function registerChangeFeed(pool: pg.Pool, feed: ChangeFeed): void {
  const ofPool = feeds.get(pool) ?? new Map<string, ChangeFeed>();
  ofPool.set(feed.channel, feed);
  feeds.set(pool, ofPool);
}

/** The feed of `channel` createDb installed on this pool (`changeFeeds`), or null: no cache may then keep anything. */
export function changeFeedOf(pool: pg.Pool, channel: string): ChangeFeed | null {
  return feeds.get(pool)?.get(channel) ?? null;
}
