/**
 * A figure computed at most once per `ttlMs` per key, per database: concurrent readers share the one
 * computation in flight. For summaries that read a whole table (the admin bookings cards), where a few
 * seconds of staleness is invisible to the screen but a scan per page view is not.
 */
export function cachedPerDatabase<Db extends object, T>(ttlMs: number) {
  const byDb = new WeakMap<Db, Map<string, { at: number; value: Promise<T> }>>();
  return (db: Db, key: string, compute: () => Promise<T>, now = Date.now()): Promise<T> => {
    const entries = byDb.get(db) ?? new Map<string, { at: number; value: Promise<T> }>();
    byDb.set(db, entries);
    const hit = entries.get(key);
    if (hit && now - hit.at < ttlMs) return hit.value;
    const value = compute();
    entries.set(key, { at: now, value });
    // A failed computation is not kept: the next reader tries again.
    value.catch(() => {
      if (entries.get(key)?.value === value) entries.delete(key);
    });
    return value;
  };
}
