import type { DbOrTx } from '@limpa/db';
import { and, desc, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { badRequest } from './app-error';

/**
 * Opaque keyset cursors for lists ordered by (instant, id): base64url of "<ISO instant>|<uuid>". The instant
 * may carry microseconds, PostgreSQL's timestamptz precision: a JS Date keeps only milliseconds, and a cursor
 * rounded to the millisecond would skip or repeat rows created within the same millisecond.
 */
export interface InstantKeyset {
  /** ISO 8601 in UTC, e.g. 2025-01-31T09:30:00.123456Z. */
  at: string;
  id: string;
}

/** A timestamptz column as exact text for a cursor (UTC, microseconds). */
export const exactInstant = (column: PgColumn | SQL) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * Newest first in the order drizzle's `.desc()` indexes are stored (DESC NULLS LAST). A plain DESC means
 * NULLS FIRST, which such an index cannot serve even on NOT NULL columns: PostgreSQL then reads every entry
 * and sorts (the admin bookings page at 1M bookings).
 */
export const descIndexed = (column: PgColumn) => sql`${column} desc nulls last`;

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const encodeInstantCursor = (k: InstantKeyset) => Buffer.from(`${k.at}|${k.id}`).toString('base64url');

/** The keyset position of a cursor, or undefined when absent or not one of ours. */
export function decodeInstantCursor(cursor: string | undefined): InstantKeyset | undefined {
  if (!cursor) return undefined;
  const parts = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const [at, id] = parts;
  if (parts.length !== 2 || !at || !id || !ISO_INSTANT.test(at) || Number.isNaN(Date.parse(at)))
    return undefined;
  if (!UUID.test(id)) return undefined;
  return { at, id };
}

/** 400 for a cursor that does not decode: restarting silently at page one would loop a client forever. */
export const invalidCursor = () =>
  badRequest('Validation Error', 'querystring.cursor: Invalid cursor', 'validation_error', [
    { path: 'querystring.cursor', message: 'Invalid cursor' },
  ]);

/** Like decodeInstantCursor, but a present, undecodable cursor is a 400. */
export function requireInstantCursor(cursor: string | undefined): InstantKeyset | undefined {
  const keys = decodeInstantCursor(cursor);
  if (cursor && !keys) throw invalidCursor();
  return keys;
}

/** Rows strictly before a keyset position, for lists ordered newest first by (instant, id). */
export const olderThan = (instant: PgColumn, id: PgColumn, after: InstantKeyset | undefined) =>
  after ? sql`(${instant}, ${id}) < (${after.at}::timestamptz, ${after.id}::uuid)` : undefined;

/**
 * A newest-first page of a (created_at, id) list: `owner`'s rows (e.g. one booking's messages) past the keyset
 * position, in the order of the (owner, created_at desc, id desc) index, each with the exact instant its cursor
 * is made of. Read `limit + 1` rows to learn whether a next page exists (keysetPage).
 */
export function newestFirstRows<T extends PgTable & { createdAt: PgColumn; id: PgColumn }>(
  db: DbOrTx,
  table: T,
  owner: SQL,
  after: InstantKeyset | undefined,
  limit: number,
) {
  return db
    .select({ row: table, createdAtKey: exactInstant(table.createdAt) })
    .from(table as PgTable)
    .where(and(owner, olderThan(table.createdAt, table.id, after)))
    .orderBy(desc(table.createdAt), desc(table.id))
    .limit(limit);
}

/**
 * One page of a list read with `limit + 1` rows: the first `limit`, and the cursor to the next page when the
 * extra row shows there is one.
 */
export function keysetPage<R, T>(
  rows: R[],
  limit: number,
  key: (row: R) => InstantKeyset,
  toItem: (row: R) => T,
): { items: T[]; nextCursor: string | null } {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map(toItem),
    nextCursor: rows.length > limit && last ? encodeInstantCursor(key(last)) : null,
  };
}
