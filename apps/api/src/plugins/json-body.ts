import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../lib/app-error';

/** No request of the API nests deeper than a few levels; 32 leaves room and stops stack-deep documents. */
export const MAX_JSON_DEPTH = 32;

/** Whether the JSON text opens more than `max` arrays/objects inside each other (strings skipped). */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++;
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}

/**
 * Fastify's JSON parser (prototype poisoning refused) behind a nesting bound: JSON.parse takes a 50,000-deep
 * array, but re-serialising it (the better-auth relay does) or walking it recursively overflows the stack → 500.
 */
export const jsonBodyPlugin = fp(async (app: FastifyInstance) => {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string; // parseAs: 'string'
    if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
      done(
        badRequest(
          'Bad Request',
          `The JSON body nests deeper than ${MAX_JSON_DEPTH} levels.`,
          'json_too_deep',
        ).withDetailVars({ max: MAX_JSON_DEPTH }),
      );
      return;
    }
    parse(request, text, done);
  });
});
