/** Statements drizzle has built, per database handle, by the caller's key. */
const statements = new WeakMap<object, Map<string, unknown>>();

/**
 * A drizzle statement built once per database handle and key, where the key names everything that changes
 * the statement's text (its values go in as placeholders). Building a wide select costs more than running it
 * on a small page. Keyed by handle because a prepared drizzle statement runs on the session it was built on
 * (a transaction's statements are its own, and go with it).
 */
export function cachedStatement<T>(db: object, key: string, build: () => T): T {
  let byKey = statements.get(db);
  if (!byKey) {
    byKey = new Map();
    statements.set(db, byKey);
  }
  let statement = byKey.get(key) as T | undefined;
  if (statement === undefined) {
    statement = build();
    byKey.set(key, statement);
  }
  return statement;
}
