import type { DbOrTx } from '@limpa/db';

// drizzle's prepared queries run on the connection they hold in `client` (node-postgres driver).
const built = new Map<string, object>();

/**
 * A drizzle statement built once per process and run on `session`'s connection: the pool, or a transaction's
 * own connection. drizzle ties a prepared query to the session it was built on, so a transaction used to rebuild
 * every statement (its `is()` checks, selection and SQL text were a quarter of a booking's CPU). The statement is
 * built once, on any session (its text depends on the schema only, and values go in as placeholders), and each
 * use runs a copy that holds `session`'s connection instead.
 */
export function statementOn<S extends object>(session: DbOrTx, key: string, build: () => S): S {
  let statement = built.get(key) as S | undefined;
  if (!statement) {
    statement = build();
    built.set(key, statement);
  }
  return Object.create(statement, { client: { value: connectionOf(session) } }) as S;
}

/** The pool, or the transaction's pg client, that drizzle runs `session`'s statements on. */
function connectionOf(session: DbOrTx): unknown {
  const client = (session as unknown as { session?: { client?: unknown } }).session?.client;
  if (!client) throw new Error('statementOn: this drizzle version keeps its connection elsewhere');
  return client;
}
