import type { ChangeFeed } from '@limpa/db';
import { deepFreeze } from '../../lib/deep-freeze';

/** A cached row must name its user, so a change to that user can drop it. */
interface UserRow {
  userId: string;
}

interface Entry<Row> {
  row: Row;
  storedAt: number;
}

export interface SessionCacheOptions {
  /** Rows kept at most; the oldest go first. */
  maxEntries?: number;
  /** A row is read again after this long even if no change was heard (a bound, should a notification be lost). */
  ttlMs?: number;
  now?: () => number;
}

/**
 * What the signed-in fast path read by session token, kept between requests (decision 034): a signed-in request
 * then costs no database round trip. A row is forgotten when PostgreSQL says its user's session, account or
 * profile changed (its ChangeFeed), when the feed stops listening, and after `ttlMs`. Rows are frozen: requests
 * share them.
 */
export class SessionCache<Row extends UserRow> {
  private readonly entries = new Map<string, Entry<Row>>();
  private readonly tokensByUser = new Map<string, Set<string>>();
  private readonly maxEntries: number;
  private readonly ttlMs: number;
  private readonly now: () => number;
  /** Stops hearing the feed (the app closing; the pool may outlive it). */
  readonly close: () => void;

  constructor(
    private readonly feed: ChangeFeed,
    options: SessionCacheOptions = {},
  ) {
    this.maxEntries = options.maxEntries ?? 10_000;
    this.ttlMs = options.ttlMs ?? 60_000;
    this.now = options.now ?? Date.now;
    this.close = feed.subscribe((userId) => (userId === null ? this.clear() : this.forgetUser(userId)));
  }

  get size(): number {
    return this.entries.size;
  }

  /**
   * The row for `token`: the kept one, or `read(token)`'s, kept when it is worth keeping (`keep`) and no change
   * was heard while it was being read (a change committed meanwhile may not be in it).
   */
  async get(token: string, read: (token: string) => Promise<Row | null>, keep: (row: Row) => boolean) {
    const entry = this.entries.get(token);
    if (entry && this.now() - entry.storedAt < this.ttlMs) return entry.row;
    if (entry) this.forget(token, entry.row.userId);
    const generation = this.feed.generation;
    const row = await read(token);
    if (row && keep(row) && this.feed.live && this.feed.generation === generation) this.store(token, row);
    return row;
  }

  private store(token: string, row: Row) {
    if (this.entries.size >= this.maxEntries) {
      const [oldest] = this.entries;
      if (oldest) this.forget(oldest[0], oldest[1].row.userId);
    }
    this.entries.set(token, { row: deepFreeze(row), storedAt: this.now() });
    let tokens = this.tokensByUser.get(row.userId);
    if (!tokens) {
      tokens = new Set();
      this.tokensByUser.set(row.userId, tokens);
    }
    tokens.add(token);
  }

  private forget(token: string, userId: string) {
    this.entries.delete(token);
    const tokens = this.tokensByUser.get(userId);
    tokens?.delete(token);
    if (tokens?.size === 0) this.tokensByUser.delete(userId);
  }

  private forgetUser(userId: string) {
    for (const token of this.tokensByUser.get(userId) ?? []) this.entries.delete(token);
    this.tokensByUser.delete(userId);
  }

  private clear() {
    this.entries.clear();
    this.tokensByUser.clear();
  }
}
