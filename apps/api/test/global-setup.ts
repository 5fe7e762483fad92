import { mkdtempSync } from 'node:fs';
import { chmod } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createDb, ensureDatabase, runMigrations, seedCatalogue, startEmbeddedPostgres } from '@limpa/db';
import { PgBoss } from 'pg-boss';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Server URL (database `postgres`) and the migrated template each test file clones. */
    pgServerUrl: string;
    pgTemplate: string;
  }
}

/**
 * One real PostgreSQL for the run: DATABASE_URL when given, else a throwaway embedded server. A template
 * database is migrated and seeded once; every test file gets its own clone (test/helpers/test-app.ts).
 */
export default async function setup(project: TestProject) {
  let serverUrl = process.env.TEST_DATABASE_URL;
  let stop: (() => Promise<void>) | undefined;
  if (!serverUrl) {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'limpa-test-'));
    await chmod(dir, 0o755);
    const pg = await startEmbeddedPostgres({ dataDir: path.join(dir, 'pg'), persistent: false, fast: true });
    serverUrl = pg.url;
    stop = pg.stop;
  }
  const template = `limpa_template_${process.pid}`;
  const templateUrl = await ensureDatabase(serverUrl, template);
  const handle = createDb(templateUrl, { max: 2 });
  await runMigrations(handle.db);
  await seedCatalogue(handle.db);
  // Create pg-boss's schema once in the template, so every cloned test database already has it.
  const boss = new PgBoss({
    db: { executeSql: (text: string, values?: unknown[]) => handle.pool.query(text, values) },
  });
  await boss.start();
  await boss.stop({ graceful: false });
  await handle.close();

  project.provide('pgServerUrl', serverUrl);
  project.provide('pgTemplate', template);
  return async () => {
    await stop?.();
  };
}
