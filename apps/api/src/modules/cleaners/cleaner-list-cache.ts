import type { ChangeFeed } from '@limpa/db';
import { deepFreeze } from '../../lib/deep-freeze';

/**
 * Time off is kept by the cleaner's local date, and every UTC offset is a multiple of 15 minutes: a local
 * midnight, where a cleaner goes on or comes back from time off, always falls on a UTC quarter hour.
 */
const QUARTER_HOUR_MS = 15 * 60_000;

export interface CleanerListCacheOptions {
  /** Rows kept at most, over all pages; the oldest pages go first. */
  maxRows?: number;
  /** A page is read again after this long even if no change was heard (a bound, should a notification be lost). */
  ttlMs?: number;
  now?: () => number;
  /**
   * A page read within this long of a heard change is not kept: with a read replica (decision 081) the read may
   * come from a replica that has not replayed the change yet. Its bound on lag plus one check's interval; 0 else.
   */
  settleMs?: number;
}

interface Entry<Row> {
  rows: readonly Row[];
  expiresAt: number;
}

/**
 * Cleaner list pages as the database answered them, kept between requests (decision 037): the same search
 * then costs no database work until something it shows changes. Everything is forgotten whenever PostgreSQL says
 * a cleaner's profile or time off changed (LISTING_CHANGES_CHANNEL), when the feed stops listening, at the next
 * UTC quarter hour (time off starting or ending at a local midnight), and after `ttlMs`. Only rows that are the
 * same for every viewer belong here; pages are frozen, since requests share them.
 */
export class CleanerListCache<Row extends object> {
  private readonly entries = new Map<string, Entry<Row>>();
  private rowCount = 0;
  private readonly maxRows: number;
  private readonly ttlMs: number;
  private readonly now: () => number;
  private readonly settleMs: number;
  private changedAt = Number.NEGATIVE_INFINITY;
  /** Stops hearing the feed (the app closing; the pool may outlive it). */
  readonly close: () => void;

  constructor(
    private readonly feed: ChangeFeed,
    options: CleanerListCacheOptions = {},
  ) {
    // A row holds at most ~2.5 KB (a 1,000-character bio): 10,000 rows stay under ~25 MB however pages are asked
    // for, and hold ~475 default pages.
    this.maxRows = options.maxRows ?? 10_000;
    this.ttlMs = options.ttlMs ?? 60_000;
    this.now = options.now ?? Date.now;
    this.settleMs = options.settleMs ?? 0;
    this.close = feed.subscribe(() => {
      this.changedAt = this.now();
      this.clear();
    });
  }

  get size(): number {
    return this.entries.size;
  }

  /** The kept page for `key`, else null. */
  find(key: string): readonly Row[] | null {
    const entry = this.entries.get(key);
    if (!entry) return null;
    if (this.now() < entry.expiresAt) return entry.rows;
    this.forget(key, entry);
    return null;
  }

  /**
   * Reads the page for `key` as it is at the instant `at` (`read`), and keeps it unless a change was heard while
   * it was being read (a change committed meanwhile may not be in it), less than `settleMs` before (a replica may
   * not have it yet), or nothing is listening.
   */
  async read<Read extends Row>(key: string, at: Date, read: () => Promise<Read[]>, keep: (row: Read) => Row) {
    const generation = this.feed.generation;
    const rows = await read();
    const settled = this.now() - this.changedAt >= this.settleMs;
    if (this.feed.live && this.feed.generation === generation && settled)
      this.store(key, rows.map(keep), at.getTime());
    return rows;
  }

  private store(key: string, rows: Row[], at: number) {
    const previous = this.entries.get(key);
    if (previous) this.forget(key, previous);
    for (const [oldKey, oldest] of this.entries) {
      if (this.rowCount + rows.length <= this.maxRows) break;
      this.forget(oldKey, oldest);
    }
    const nextQuarterHour = (Math.floor(at / QUARTER_HOUR_MS) + 1) * QUARTER_HOUR_MS;
    this.entries.set(key, { rows: deepFreeze(rows), expiresAt: Math.min(at + this.ttlMs, nextQuarterHour) });
    this.rowCount += rows.length;
  }

  private forget(key: string, entry: Entry<Row>) {
    this.entries.delete(key);
    this.rowCount -= entry.rows.length;
  }

  private clear() {
    this.entries.clear();
    this.rowCount = 0;
  }
}
