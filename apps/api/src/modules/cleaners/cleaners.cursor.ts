import { z } from 'zod';
import { badRequest } from '../../lib/app-error';
import type { CleanerKeyset } from './cleaner-list-query';

/**
 * Opaque keyset cursors: base64url JSON of the last row's sort keys and id. A cursor that does not decode,
 * or that belongs to another sort, is a 400 (restarting silently at page one would loop a client forever).
 */

const instant = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/);
const id = z.string().min(1).max(64);
const name = z.string().max(1000);

const cleanerKeyset = z.discriminatedUnion('sort', [
  z.strictObject({
    sort: z.literal('rating'),
    rating: z.string().regex(/^\d(\.\d)?$/),
    count: z.number().int().min(0),
    name,
    id,
  }),
  z.strictObject({ sort: z.literal('price'), rate: z.number().int().min(0), name, id }),
  z.strictObject({ sort: z.literal('name'), name, id }),
  z.strictObject({ sort: z.literal('favorites'), at: instant, id }),
  z.strictObject({ sort: z.literal('nearest'), distance: z.number().min(0).max(40_100), id }),
]);

const reviewKeyset = z.strictObject({ at: instant, id: z.uuid() });
export type ReviewKeyset = z.infer<typeof reviewKeyset>;

const invalidCursor = () =>
  badRequest('Validation Error', 'querystring.cursor: Invalid cursor', 'validation_error', [
    { path: 'querystring.cursor', message: 'Invalid cursor' },
  ]);

export const encodeCursor = (keys: CleanerKeyset | ReviewKeyset) =>
  Buffer.from(JSON.stringify(keys)).toString('base64url');

function parse(cursor: string): unknown {
  try {
    return JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
}

export function decodeCleanerCursor(
  cursor: string | undefined,
  sort: CleanerKeyset['sort'],
): CleanerKeyset | undefined {
  if (!cursor) return undefined;
  const parsed = cleanerKeyset.safeParse(parse(cursor));
  if (!parsed.success || parsed.data.sort !== sort) throw invalidCursor();
  return parsed.data;
}

export function decodeReviewCursor(cursor: string | undefined): ReviewKeyset | undefined {
  if (!cursor) return undefined;
  const parsed = reviewKeyset.safeParse(parse(cursor));
  if (!parsed.success) throw invalidCursor();
  return parsed.data;
}
