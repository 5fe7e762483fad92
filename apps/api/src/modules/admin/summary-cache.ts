interface Entry<T> {
  /** When the figure was last (re)computed: no other computation starts for ttlMs after it. */
  at: number;
  /** The newest figure that was computed successfully (or the first computation, still under way). */
  latest: Promise<T>;
}

/**
 * A figure computed at most once per `ttlMs` per key, per database: concurrent readers share the one
 * computation in flight, and once a figure exists, readers after `ttlMs` get it at once while a fresh one is
 * computed (stale while revalidating: only the very first reader waits). For summaries that read a whole table
 * (the admin bookings cards), where seconds of staleness are invisible to the screen but a scan per page view
 * is not.
 */
export function cachedPerDatabase<Db extends object, T>(ttlMs: number) {
  const byDb = new WeakMap<Db, Map<string, Entry<T>>>();
  return (db: Db, key: string, compute: () => Promise<T>, now = Date.now()): Promise<T> => {
    const entries = byDb.get(db) ?? new Map<string, Entry<T>>();
    byDb.set(db, entries);
    const entry = entries.get(key);
    if (entry && now - entry.at < ttlMs) return entry.latest;
    const fresh = compute();
    if (!entry) {
      const first = { at: now, latest: fresh };
      entries.set(key, first);
      // A failed first computation is not kept: the next reader tries again.
      fresh.catch(() => {
        if (entries.get(key) === first) entries.delete(key);
      });
      return fresh;
    }
    entry.at = now;
    fresh.then(
      () => {
        entry.latest = fresh;
      },
      () => {
        entry.at = 0; // keep the last good figure; the next reader tries again
      },
    );
    return entry.latest;
  };
}
