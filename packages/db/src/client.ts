import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { ChangeFeed, registerChangeFeed } from './change-feed';
import { prepareStatementsOn } from './prepared-statements';
import * as schema from './schema';

export type Database = NodePgDatabase<typeof schema> & { $client: pg.Pool };
/** A transaction handle has the same query API as the database. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
export type DbOrTx = Database | Tx;

export interface DbHandle {
  db: Database;
  pool: pg.Pool;
  close: () => Promise<void>;
}

// DATE columns stay 'YYYY-MM-DD' strings: a wall-clock date must never pass through a JS Date and a time zone.
pg.types.setTypeParser(pg.types.builtins.DATE, (v) => v);

export function createDb(
  connectionString: string,
  options: {
    max?: number;
    onError?: (err: Error) => void;
    preparedStatements?: boolean;
    /**
     * Channels every connection LISTENs on, each told through its ChangeFeed (changeFeedOf): the API's session
     * cache (decision 034) and provider list cache (decision 037). None by default: tools need no listener.
     */
    changeFeeds?: readonly string[];
  } = {},
): DbHandle {
  const feeds = (options.changeFeeds ?? []).map((channel) => new ChangeFeed(channel));
  // A database host that drops packets must not hang requests forever: give up connecting after 5 s (→ 503).
  const pool = new pg.Pool({
    connectionString,
    max: options.max ?? 10,
    connectionTimeoutMillis: 5_000,
    onConnect:
      feeds.length > 0
        ? async (client) => {
            for (const feed of feeds) await feed.attach(client);
          }
        : undefined,
  });
  for (const feed of feeds) registerChangeFeed(pool, feed);
  // Without a listener, an idle client's error (e.g. the server shutting down, 57P01) crashes the process.
  pool.on('error', (err) => options.onError?.(err));
  if (options.preparedStatements !== false) pool.on('connect', prepareStatementsOn);
  const db = drizzle(pool, { schema, casing: 'snake_case' });
  return { db, pool, close: () => pool.end() };
}
