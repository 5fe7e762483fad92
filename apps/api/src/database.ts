import path from 'node:path';
import {
  AUTH_CHANGES_CHANNEL,
  createDb,
  type DbHandle,
  type EmbeddedPostgresHandle,
  ensureDatabase,
  LISTING_CHANGES_CHANNEL,
  runMigrations,
  startEmbeddedPostgres,
} from '@limpa/db';
import type { Config } from './config';

export interface OpenedDatabase extends DbHandle {
  embedded: EmbeddedPostgresHandle | null;
  shutdown: () => Promise<void>;
}

/** What the app's connections LISTEN to: the channels its caches are told of changes on. */
export function listenedChannels(config: Pick<Config, 'sessionCache' | 'cleanerListCache'>): string[] {
  return [
    ...(config.sessionCache ? [AUTH_CHANGES_CHANNEL] : []),
    ...(config.cleanerListCache ? [LISTING_CHANGES_CHANNEL] : []),
  ];
}

/** DATABASE_URL when given; otherwise an embedded, persistent PostgreSQL in DATA_DIR/postgres. Migrated. */
export async function openDatabase(
  config: Config,
  log: { info: (msg: string) => void; error: (obj: unknown, msg?: string) => void },
): Promise<OpenedDatabase> {
  let embedded: EmbeddedPostgresHandle | null = null;
  let url = config.databaseUrl;
  if (!url) {
    embedded = await startEmbeddedPostgres({ dataDir: path.join(config.dataDir, 'postgres') });
    url = await ensureDatabase(embedded.url, 'limpa');
    log.info(
      `embedded PostgreSQL listening on 127.0.0.1:${embedded.port} (data in ${config.dataDir}/postgres)`,
    );
  }
  const handle = createDb(url, {
    onError: (err) => log.error({ err }, 'idle database client error'),
    preparedStatements: config.preparedStatements,
    changeFeeds: listenedChannels(config),
  });
  try {
    await runMigrations(handle.db);
  } catch (err) {
    await handle.close();
    await embedded?.stop();
    throw err;
  }
  return {
    ...handle,
    embedded,
    shutdown: async () => {
      await handle.close();
      await embedded?.stop();
    },
  };
}
