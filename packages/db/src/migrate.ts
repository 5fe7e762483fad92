import { createRequire } from 'node:module';
import path from 'node:path';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { Database } from './client';

/** Resolved through the package so it works from source, tests and the bundled server alike. */
export const migrationsFolder = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@limpa/db/package.json')),
  'migrations',
);

/** Applies the committed SQL migrations; idempotent, safe to call at every start. */
export async function runMigrations(db: Database): Promise<void> {
  await migrate(db, { migrationsFolder });
}
