import type { DbOrTx } from '@limpa/db';
import type { SQL } from 'drizzle-orm';
import type { PgDialect, PgSession } from 'drizzle-orm/pg-core';

import { cachedStatement } from './statement-cache';

/** The handle statements built once per process are cached under (they run on any session's connection). */
const ANY_SESSION = {};

/**
 * A drizzle statement built once per process and run on `session`'s connection: the pool, or a transaction's
 * own connection. drizzle ties a prepared query to the session it was built on, so a transaction used to rebuild
 * every statement (its `is()` checks, selection and SQL text were a quarter of a booking's CPU). The statement is
 * built once, on any session (its text depends on the schema only, and values go in as placeholders), and each
 * use runs a copy that holds `session`'s connection instead.
 */
export function statementOn<S extends object>(session: DbOrTx, key: string, build: () => S): S {
  // drizzle's prepared queries run on the connection they hold in `client` (node-postgres driver).
  const statement = cachedStatement(ANY_SESSION, key, build);
  return Object.create(statement, { client: { value: connectionOf(session) } }) as S;
}

/** A raw statement's answer, as `execute` on the session gives it (pg's rows; timestamps left as text). */
export interface RawStatement<Row> {
  execute(values: Record<string, unknown>): Promise<{ rows: Row[] }>;
}

/**
 * `session.execute(build())` with the SQL text built once per key (values as `sql.placeholder`s): the same
 * statement text, parameters and answer, without drizzle walking the template on every request.
 */
export function rawStatementOn<Row>(session: DbOrTx, key: string, build: () => SQL): RawStatement<Row> {
  return statementOn(session, key, () => {
    const { dialect, session: driver } = internalsOf(session);
    return driver.prepareQuery(dialect.sqlToQuery(build()), undefined, undefined, false);
  }) as unknown as RawStatement<Row>;
}

interface DrizzleInternals {
  dialect: PgDialect;
  session: PgSession & { client?: unknown };
}

function internalsOf(session: DbOrTx): DrizzleInternals {
  const internals = session as unknown as Partial<DrizzleInternals>;
  if (!internals.dialect || !internals.session?.client) {
    throw new Error('statementOn: this drizzle version keeps its connection elsewhere');
  }
  return internals as DrizzleInternals;
}

/** The pool, or the transaction's pg client, that drizzle runs `session`'s statements on. */
function connectionOf(session: DbOrTx): unknown {
  return internalsOf(session).session.client;
}
