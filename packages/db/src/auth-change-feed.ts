import type pg from 'pg';

/** The channel migration 0018's triggers notify with the id of a user whose session, account or profile changed. */
export const AUTH_CHANGES_CHANNEL = 'limpa_auth_changes';

/** What a change feed tells: one user's id, or null for "anyone" (a TRUNCATE, or notifications possibly missed). */
export type AuthChangeListener = (userId: string | null) => void;

/**
 * Tells this process which users' sessions, accounts or profiles changed, for caches of them (decision 034).
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
export class AuthChangeFeed {
  private readonly listening = new Set<pg.ClientBase>();
  private readonly listeners = new Set<AuthChangeListener>();
  private changes = 0;

  /** Moves on with every change heard and every gap in listening. */
  get generation(): number {
    return this.changes;
  }

  /** Whether changes are being heard now. */
  get live(): boolean {
    return this.listening.size > 0;
  }

  /** Calls `listener` with each change; returns how to stop. */
  subscribe(listener: AuthChangeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Makes a new connection listen: the pool's `onConnect`, which the pool awaits before the connection's first
   * use. A connection that cannot listen is not used (the pool drops it and its caller gets the error).
   */
  async attach(client: pg.ClientBase): Promise<void> {
    client.on('notification', (message) => {
      if (message.channel !== AUTH_CHANGES_CHANNEL) return;
      this.changed(message.payload === '*' ? null : (message.payload ?? null));
    });
    let ended = false;
    client.once('end', () => {
      ended = true;
      this.detach(client);
    });
    await client.query(`LISTEN ${AUTH_CHANGES_CHANNEL}`);
    // A connection that ended before LISTEN answered never counts.
    if (!ended) this.listening.add(client);
  }

  private detach(client: pg.ClientBase): void {
    if (!this.listening.delete(client)) return;
    // A connection that ends may not have delivered what it was sent (it was inside a transaction), and a newer
    // connection never hears what committed before its LISTEN: forget everything whenever one ends.
    this.changed(null);
  }

  private changed(userId: string | null): void {
    this.changes += 1;
    for (const listener of this.listeners) listener(userId);
  }
}

const feeds = new WeakMap<pg.Pool, AuthChangeFeed>();

/** Records the feed whose `attach` is `pool`'s onConnect (createDb). */
export function registerAuthChangeFeed(pool: pg.Pool, feed: AuthChangeFeed): void {
  feeds.set(pool, feed);
}

/** The feed createDb installed on this pool (`authChanges`), or null: no cache may then keep anything. */
export function authChangeFeedOf(pool: pg.Pool): AuthChangeFeed | null {
  return feeds.get(pool) ?? null;
}
