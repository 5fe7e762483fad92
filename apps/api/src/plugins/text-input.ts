import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../lib/app-error';
import { UNSTORABLE_TEXT } from '../lib/field-messages';

/** A NUL (PostgreSQL text cannot hold it: the query fails) or a lone surrogate (stored silently as U+FFFD). */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const isUnstorable = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text);

/** The path of the first unstorable string (or key) in a parsed value, else null. */
export function unstorableTextAt(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return isUnstorable(value) ? path : null;
  if (value === null || typeof value !== 'object' || depth > 64) return null;
  for (const [key, item] of Object.entries(value)) {
    const at = `${path}.${key}`;
    if (isUnstorable(key)) return at;
    const found = unstorableTextAt(item, at, depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * Text the database cannot store faithfully is a 400 at the door, for every route and field (params, query,
 * body), rather than a 500 from PostgreSQL ("invalid byte sequence for encoding UTF8: 0x00") deep inside.
 */
export const textInputPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    const at =
      unstorableTextAt(request.params, 'params') ??
      unstorableTextAt(request.query, 'querystring') ??
      unstorableTextAt(request.body, 'body');
    if (at) {
      throw badRequest('Validation Error', `${at}: ${UNSTORABLE_TEXT}`, 'validation_error', [
        { path: at, message: UNSTORABLE_TEXT },
      ]);
    }
  });
});
