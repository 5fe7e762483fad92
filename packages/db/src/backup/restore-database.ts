import { once } from 'node:events';
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { createGunzip } from 'node:zlib';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { BACKUP_FORMAT, BACKUP_VERSION } from './backup-database';
import { appliedMigrations, listTablesInLoadOrder, quoteIdent } from './backup-tables';

interface Header {
  format: string;
  version: number;
  migrations: number;
  tables: string[];
}

function parseHeader(line: string | null): Header | null {
  try {
    return JSON.parse(line ?? '') as Header;
  } catch {
    return null;
  }
}

/** The backup's header, or an error saying the file is not a Limpa backup (checked before touching anything). */
export async function readBackupHeader(file: string): Promise<Header> {
  const lines = createInterface({ input: createReadStream(file).pipe(createGunzip()), crlfDelay: Infinity });
  try {
    for await (const line of lines) return validHeader(parseHeader(line), file);
    return validHeader(null, file);
  } catch (err) {
    if (err instanceof Error && err.message.includes('not a Limpa backup')) throw err;
    return validHeader(null, file);
  } finally {
    lines.close();
  }
}

function validHeader(header: Header | null, file: string): Header {
  if (header?.format !== BACKUP_FORMAT || header.version !== BACKUP_VERSION) {
    throw new Error(`${file} is not a Limpa backup (format ${BACKUP_FORMAT} version ${BACKUP_VERSION}).`);
  }
  return header;
}

/** Owned sequences (serial and identity columns) continue after the restored rows. */
async function resetSequences(client: pg.ClientBase): Promise<void> {
  const owned = await client.query<{ seq: string; tbl: string; col: string }>(`
    select s.relname as seq, t.relname as tbl, a.attname as col
    from pg_class s
    join pg_namespace n on n.oid = s.relnamespace and n.nspname = 'public'
    join pg_depend d on d.objid = s.oid and d.deptype in ('a', 'i')
    join pg_class t on t.oid = d.refobjid
    join pg_attribute a on a.attrelid = t.oid and a.attnum = d.refobjsubid
    where s.relkind = 'S'`);
  for (const { seq, tbl, col } of owned.rows) {
    await client.query(
      `select setval('${quoteIdent(seq)}', coalesce(max(${quoteIdent(col)}), 1), max(${quoteIdent(col)}) is not null) from ${quoteIdent(tbl)}`,
    );
  }
}

/**
 * Tables kept by triggers from another table's rows are rebuilt from that source: the triggers fired while the
 * source was loaded, on top of the counters the backup itself holds (decision 029's booking_counts).
 */
async function rebuildCounters(client: pg.ClientBase): Promise<void> {
  await client.query('delete from booking_counts');
  await client.query(`
    insert into booking_counts (status, currency, payment_status, slot, bookings, paid_fee_cents)
    select status, currency, payment_status, 0, count(*),
           sum(booking_paid_fee(status, payment_status, final_total_cents, final_platform_fee_cents, platform_fee_cents))
      from bookings group by status, currency, payment_status`);
}

/**
 * Loads a backup into a database migrated to the same schema version and holding nothing of its own yet (a
 * fresh data folder). One transaction: it restores everything or nothing, with every constraint checked.
 */
export async function restoreDatabase(
  pool: pg.Pool,
  file: string,
): Promise<{ tables: number; rows: number }> {
  const lines = createInterface({ input: createReadStream(file).pipe(createGunzip()), crlfDelay: Infinity });
  const iterator = lines[Symbol.asyncIterator]();
  const next = async () => {
    const { value, done } = await iterator.next();
    return done ? null : (value as string);
  };
  const header = validHeader(parseHeader(await next().catch(() => null)), file);
  const client = await pool.connect();
  let rows = 0;
  try {
    const migrations = await appliedMigrations(client);
    if (migrations !== header.migrations) {
      throw new Error(
        `This backup was made at schema version ${header.migrations}; this build is at ${migrations}. ` +
          'Restore it with the version of Limpa that made it, then upgrade.',
      );
    }
    await client.query('begin');
    const tables = await listTablesInLoadOrder(client);
    // What the migrations themselves inserted (defaults) is replaced by the backup's rows.
    await client.query(
      `truncate ${tables.map((t) => quoteIdent(t.name)).join(', ')} restart identity cascade`,
    );
    for (let line = await next(); line !== null; line = await next()) {
      const section = JSON.parse(line) as { table: string; columns: string[] };
      const columns = section.columns.map(quoteIdent).join(', ');
      const copy = client.query(copyFrom(`copy ${quoteIdent(section.table)} (${columns}) from stdin`));
      for (let row = await next(); row !== '\\.'; row = await next()) {
        if (row === null)
          throw new Error(`${file} ends inside table ${section.table}: the backup is incomplete.`);
        rows++;
        if (!copy.write(`${row}\n`)) await once(copy, 'drain');
      }
      copy.end();
      await once(copy, 'finish');
    }
    await resetSequences(client);
    await rebuildCounters(client);
    await client.query('commit');
    return { tables: header.tables.length, rows };
  } catch (err) {
    await client.query('rollback').catch(() => undefined);
    throw err;
  } finally {
    client.release();
    lines.close();
  }
}
