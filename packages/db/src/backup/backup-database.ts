import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { rename } from 'node:fs/promises';
import { PassThrough } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import type pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { appliedMigrations, listTablesInLoadOrder, quoteIdent } from './backup-tables';

export const BACKUP_FORMAT = 'limpa-backup';
export const BACKUP_VERSION = 1;

export interface BackupSummary {
  file: string;
  tables: number;
  migrations: number;
}

/**
 * Writes every public table into one gzip file, all read in one REPEATABLE READ transaction: one snapshot, so
 * the file is consistent while the app keeps writing. Layout: a JSON header line, then per table a JSON line
 * and its rows in COPY text format ending with `\.`. Written beside the target and renamed when complete, so a
 * file at the target path is always whole.
 */
export async function backupDatabase(pool: pg.Pool, file: string): Promise<BackupSummary> {
  const client = await pool.connect();
  const partial = `${file}.partial`;
  try {
    await client.query('begin isolation level repeatable read read only');
    const tables = await listTablesInLoadOrder(client);
    const migrations = await appliedMigrations(client);
    const out = new PassThrough();
    const written = pipeline(out, createGzip(), createWriteStream(partial, { mode: 0o600 }));
    const header = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      createdAt: new Date().toISOString(),
      migrations,
    };
    out.write(`${JSON.stringify({ ...header, tables: tables.map((t) => t.name) })}\n`);
    for (const table of tables) {
      out.write(`${JSON.stringify({ table: table.name, columns: table.columns })}\n`);
      const columns = table.columns.map(quoteIdent).join(', ');
      const rows = client.query(copyTo(`copy ${quoteIdent(table.name)} (${columns}) to stdout`));
      for await (const chunk of rows) if (!out.write(chunk)) await once(out, 'drain');
      out.write('\\.\n');
    }
    out.end();
    await written;
    await client.query('commit');
    await rename(partial, file);
    return { file, tables: tables.length, migrations };
  } catch (err) {
    await client.query('rollback').catch(() => undefined);
    throw err;
  } finally {
    client.release();
  }
}
