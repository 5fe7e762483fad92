import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '../lib/session-cookie';
import { readPaintedEntry, readPrerenderedDocuments, requestLocale } from './prerendered-documents';

/**
 * The sign-in page rendered at build (decision 036; apps/web/scripts/prerender.ts writes it): answered for `/`
 * and `/auth` to a visitor without a session cookie, index.html with #root already holding the page in their
 * language, so it paints before the app's JavaScript has loaded and run, and with the page's own small entry in
 * place of the app's, which loads the app at the visitor's first input (decision 085).
 */

/** One language's document, compressed once at start. */
interface PrerenderedDocument {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

const PRERENDERED_FILE = 'prerendered/auth-page.json';
/** The pages the router shows the sign-in screen at (apps/web/src/app/router.tsx). */
const SIGN_IN_PATHS = new Set(['/', '/auth']);
/** Query parameters that change what the page shows (the sign-up tab, a Google sign-in's error). */
const PAGE_CHANGING_PARAMS = ['tab', 'error'];

function compressDocument(html: string): PrerenderedDocument {
  const identity = Buffer.from(html);
  return {
    identity,
    br: brotliCompressSync(identity, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzip: gzipSync(identity, { level: 9 }),
  };
}

/** brotli, else gzip, else none, by what the browser accepts (q=0 refuses). */
function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | 'identity' {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !q || Number.parseFloat(q.trim().replace(/^q=/, '')) > 0)
      .map(([name]) => name?.trim().toLowerCase()),
  );
  if (accepted.has('br')) return 'br';
  return accepted.has('gzip') ? 'gzip' : 'identity';
}

/** Whether a sign-in page request may have the painted page: no session, nothing that changes the page. */
function isPaintable(request: FastifyRequest): boolean {
  if (SESSION_COOKIE.test(request.headers.cookie ?? '')) return false;
  const query = new URLSearchParams(request.url.split('?')[1] ?? '');
  return !PAGE_CHANGING_PARAMS.some((name) => query.has(name));
}

/**
 * The handler spa.ts asks first for a page: for `/` and `/auth` (trailing slash removed) it sends the painted
 * page when the request may have it, and returns null to let index.html go out otherwise. Either answer at
 * those paths varies by language and cookie, so a cache never hands one visitor's variant to another.
 */
export function prerenderedSignInPage(webDist: string, brandName: string) {
  const entry = readPaintedEntry(webDist);
  const painted = entry ? readPrerenderedDocuments(webDist, PRERENDERED_FILE, brandName, { entry }) : [];
  const documents = new Map([...painted].map(([locale, html]) => [locale, compressDocument(html)]));
  return (request: FastifyRequest, reply: FastifyReply, page: string): FastifyReply | null => {
    if (documents.size === 0 || !SIGN_IN_PATHS.has(page)) return null;
    reply.header('vary', 'Accept-Language, Cookie');
    const document = isPaintable(request) ? documents.get(requestLocale(request)) : undefined;
    if (!document) return null;
    const encoding = pickEncoding(request.headers['accept-encoding']);
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    // Nothing to preload: the app's scripts load at the visitor's first input (decision 085).
    reply.removeHeader('link');
    return reply
      .header('vary', 'Accept-Language, Cookie, Accept-Encoding')
      .type('text/html; charset=utf-8')
      .send(document[encoding]);
  };
}
