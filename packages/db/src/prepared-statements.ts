import { createHash } from 'node:crypto';
import type pg from 'pg';

/**
 * Statements with more parameters than this are not prepared: `in ($1, …, $n)` lists give one text per length,
 * and each prepared text costs memory in every connection's backend for the connection's life.
 */
const MAX_PREPARED_VALUES = 32;
/** Names already computed, by statement text (the texts are the code's, so the set is finite). */
const names = new Map<string, string>();
const MAX_REMEMBERED_NAMES = 5_000;

function statementName(text: string): string {
  let name = names.get(text);
  if (!name) {
    name = `limpa_${createHash('sha1').update(text).digest('base64url').slice(0, 24)}`;
    if (names.size < MAX_REMEMBERED_NAMES) names.set(text, name);
  }
  return name;
}

/**
 * A statement whose text holds this comment is planned on every run. Prepared statements get a generic plan
 * after five runs when PostgreSQL estimates it no worse; for the slot search's cleaner-day query it was far
 * worse (its time range and town are what make the indexes pay: at 100k cleaners the generic plan answered
 * slots at 15 req/s against 87 with a plan per run).
 */
export const PLAN_EACH_RUN = '/* plan each run */';

type QueryConfigLike = { text?: unknown; name?: unknown; values?: unknown[] };

/**
 * Every parameterised statement a connection runs is prepared on it, named by its text (as postgres.js does
 * by default): PostgreSQL parses and plans a statement once per connection instead of on every request — the
 * provider search planned for 1.4 ms and ran for 0.3 ms. Statements without parameters (scripts, migrations,
 * `select 1`) and long `in` lists go through as before. Off with DATABASE_PREPARED_STATEMENTS=false (a
 * PgBouncer in transaction mode before 1.21 cannot keep prepared statements).
 */
export function prepareStatementsOn(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    const [config, values] = args;
    if (config && typeof config === 'object' && !('submit' in config)) {
      const c = config as QueryConfigLike;
      const count = Array.isArray(values) ? values.length : (c.values?.length ?? 0);
      const text = typeof c.text === 'string' ? c.text : null;
      const preparable = text !== null && !c.name && count > 0 && count <= MAX_PREPARED_VALUES;
      if (preparable && !text.includes(PLAN_EACH_RUN)) args[0] = { ...c, name: statementName(text) };
    }
    return query(...args);
  };
}
