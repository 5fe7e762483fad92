import { execFile } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import {
  createDb,
  ensureDatabase,
  runMigrations,
  seedCatalogue,
  seedDemoIfEmpty,
  startEmbeddedPostgres,
} from '@limpa/db';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const root = mkdtempSync(path.join(os.tmpdir(), 'limpa-backup-'));
if (os.userInfo().uid === 0) chmodSync(root, 0o755);
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** The CLI as an operator runs it (`npm run db:backup` / `db:restore`), with DATA_DIR and nothing else set. */
async function cli(script: 'db-backup' | 'db-restore', dataDir: string, args: string[]) {
  const { DATABASE_URL: _, ...env } = process.env;
  return run(process.execPath, ['--import', 'tsx', `apps/api/src/cli/${script}.ts`, ...args], {
    cwd: repoRoot,
    env: { ...env, NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
  });
}

/**
 * Counter tables kept by triggers are compared by what they mean (the totals per key), not row for row: their
 * rows are spread over database sessions (decision 029), and a restore rebuilds them from their source.
 */
const MEANING_OF: Record<string, string> = {
  booking_counts: `select status, currency, payment_status, sum(bookings) as bookings,
      sum(paid_fee_cents) as paid_fee_cents from booking_counts group by 1, 2, 3
      having sum(bookings) <> 0 or sum(paid_fee_cents) <> 0`,
};

/** Every public table's rows, as one digest each. */
async function digest(url: string): Promise<Record<string, string>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const tables = await client.query<{ name: string }>(
      "select tablename as name from pg_tables where schemaname = 'public' order by tablename",
    );
    const result: Record<string, string> = {};
    for (const { name } of tables.rows) {
      const rows = await client.query<{ d: string; n: number }>(
        `select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as d, count(*)::int as n from ${
          MEANING_OF[name] ? `(${MEANING_OF[name]})` : `"${name}"`
        } t`,
      );
      result[name] = `${rows.rows[0]!.n}:${rows.rows[0]!.d}`;
    }
    return result;
  } finally {
    await client.end();
  }
}

describe('db:backup and db:restore', () => {
  it('back up the live database of a running app and restore it into an empty data folder, row for row', async () => {
    const liveDir = path.join(root, 'live');
    const live = await startEmbeddedPostgres({ dataDir: path.join(liveDir, 'postgres'), fast: true });
    try {
      const url = await ensureDatabase(live.url, 'limpa');
      const handle = createDb(url);
      await runMigrations(handle.db);
      await seedCatalogue(handle.db);
      expect(await seedDemoIfEmpty(handle.db)).toBe(true);
      await handle.close();
      const file = path.join(root, 'limpa.backup.gz');

      const backup = await cli('db-backup', liveDir, ['--out', file]);
      expect(backup.stdout).toContain('Backup written');
      expect(existsSync(`${file}.partial`)).toBe(false);

      const restoredDir = path.join(root, 'restored');
      const restore = await cli('db-restore', restoredDir, [file]);
      expect(restore.stdout).toMatch(/Restored \d+ rows/);

      const restored = await startEmbeddedPostgres({
        dataDir: path.join(restoredDir, 'postgres'),
        fast: true,
      });
      try {
        const before = await digest(url);
        expect(Number(before.bookings!.split(':')[0])).toBeGreaterThan(0);
        expect(await digest(await ensureDatabase(restored.url, 'limpa'))).toEqual(before);
      } finally {
        await restored.stop();
      }

      // Never over live data: a second restore into the now-populated folder is refused.
      await expect(cli('db-restore', restoredDir, [file])).rejects.toMatchObject({
        stderr: expect.stringContaining('already holds a database'),
      });
    } finally {
      await live.stop();
    }
  }, 240_000);

  it('refuses a file that is not a backup, and leaves the target empty', async () => {
    const notABackup = path.join(root, 'not-a-backup.gz');
    const { gzipSync } = await import('node:zlib');
    (await import('node:fs')).writeFileSync(notABackup, gzipSync('hello\n'));
    await expect(cli('db-restore', path.join(root, 'empty'), [notABackup])).rejects.toMatchObject({
      stderr: expect.stringContaining('is not a Limpa backup'),
    });
    expect(existsSync(path.join(root, 'empty', 'postgres'))).toBe(false);
  }, 240_000);
});
