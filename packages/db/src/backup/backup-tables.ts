import type pg from 'pg';

/** A table of the public schema with the columns a backup copies (generated columns are computed again). */
export interface BackupTable {
  name: string;
  columns: string[];
}

/**
 * The public tables, parents before children (foreign keys), so a restore can load them in this order with
 * every constraint checked — no superuser needed, which an external database's owner often is not.
 */
export async function listTablesInLoadOrder(client: pg.ClientBase): Promise<BackupTable[]> {
  const tables = await client.query<{ name: string; columns: string[] }>(`
    select c.relname::text as name,
      array_agg(a.attname::text order by a.attnum) as columns
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
    join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
    where c.relkind in ('r', 'p')
    group by c.relname
    order by c.relname`);
  const edges = await client.query<{ child: string; parent: string }>(`
    select distinct child.relname::text as child, parent.relname::text as parent
    from pg_constraint k
    join pg_class child on child.oid = k.conrelid
    join pg_class parent on parent.oid = k.confrelid
    join pg_namespace n on n.oid = child.relnamespace and n.nspname = 'public'
    where k.contype = 'f' and k.conrelid <> k.confrelid`);
  const parentsOf = new Map<string, Set<string>>();
  for (const { child, parent } of edges.rows) {
    parentsOf.set(child, (parentsOf.get(child) ?? new Set()).add(parent));
  }
  const ordered: BackupTable[] = [];
  const placed = new Set<string>();
  let pending = tables.rows;
  while (pending.length > 0) {
    const ready = pending.filter((t) => [...(parentsOf.get(t.name) ?? [])].every((p) => placed.has(p)));
    if (ready.length === 0) throw new Error(`Foreign keys form a cycle among: ${pending.map((t) => t.name)}`);
    for (const t of ready) {
      ordered.push(t);
      placed.add(t.name);
    }
    pending = pending.filter((t) => !placed.has(t.name));
  }
  return ordered;
}

/** How many migrations the database has applied: a backup restores only into the same schema version. */
export async function appliedMigrations(client: pg.ClientBase): Promise<number> {
  const result = await client.query<{ count: number }>(
    'select count(*)::int as count from drizzle.__drizzle_migrations',
  );
  return result.rows[0]!.count;
}

export const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;
