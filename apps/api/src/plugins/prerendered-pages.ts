import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { LOCALES, type Locale } from '@limpa/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { matchLocale, negotiateLocale } from '../lib/i18n';
import { SESSION_COOKIE } from '../lib/session-cookie';
import type { RoutePreloads } from './spa';

/**
 * The sign-in page rendered at build (decision 036; apps/web/scripts/prerender.ts writes it): answered for `/`
 * and `/auth` to a visitor without a session cookie, index.html with #root already holding the page in their
 * language, so it paints before the app's JavaScript has loaded and run.
 */

/** What the web build writes (apps/web/src/prerender/render-auth-page.tsx); keep both sides in step. */
interface PrerenderedAuthPages {
  brand: string;
  pages: Partial<Record<Locale, { title: string; html: string }>>;
}

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
/** The language the sign-in page's picker keeps for the next visit (apps/web/src/lib/locale.ts). */
const LOCALE_COOKIE = /(?:^|;\s*)limpa\.locale=([^;]*)/;
const ROOT = '<div id="root"></div>';
const HTML_TAG = /<html\b[^>]*>/;
const TITLE = /<title>[^<]*<\/title>/;

/**
 * index.html with the page in #root (marked with its language, and inert until the app is live), `lang`, and the
 * page's title ahead of the static one: the app drops it once React's own title is in (apps/web/src/app/
 * prerendered.tsx), so a later screen without a title of its own shows the static one as before.
 */
function composeDocument(indexHtml: string, locale: Locale, page: { title: string; html: string }) {
  if (!indexHtml.includes(ROOT) || !HTML_TAG.test(indexHtml) || !TITLE.test(indexHtml)) return null;
  return indexHtml
    .replace(HTML_TAG, `<html lang="${locale}">`)
    .replace(TITLE, (title) => `<title data-prerendered>${page.title}</title>${title}`)
    .replace(ROOT, `<div id="root" data-prerendered="${locale}" inert>${page.html}</div>`)
    .replace(/<(script type="module"|link rel="modulepreload")/g, '<$1 fetchpriority="low"');
}

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

/**
 * Each language's document, composed and compressed once. Empty when the build has no prerender (an old build,
 * the dev server) or when BRAND_NAME is not the brand the pages were rendered with: the page would show the
 * wrong name until the app replaced it.
 */
function readPrerenderedDocuments(webDist: string, brandName: string): Map<Locale, PrerenderedDocument> {
  const documents = new Map<Locale, PrerenderedDocument>();
  const file = path.join(webDist, PRERENDERED_FILE);
  if (!existsSync(file)) return documents;
  const { brand, pages } = JSON.parse(readFileSync(file, 'utf8')) as PrerenderedAuthPages;
  if (brand !== brandName) return documents;
  const indexHtml = readFileSync(path.join(webDist, 'index.html'), 'utf8');
  for (const locale of LOCALES) {
    const page = pages[locale];
    const html = page && composeDocument(indexHtml, locale, page);
    if (html) documents.set(locale, compressDocument(html));
  }
  return documents;
}

/** A cookie value as sent, or nothing when it is not valid percent-encoding. */
function safeDecode(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

/** The language kept by the picker (cookie), else the browser's (Accept-Language), as the app chooses it. */
function requestLocale(request: FastifyRequest): Locale {
  const chosen = LOCALE_COOKIE.exec(request.headers.cookie ?? '')?.[1];
  return matchLocale(chosen && safeDecode(chosen)) ?? negotiateLocale(request.headers['accept-language']);
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

/**
 * The painted page needs only the HTML, the stylesheet and the font to show: its scripts (the entry, the page's
 * chunks) go after them rather than share the bandwidth with them, and Lighthouse then no longer counts them
 * as holding up the first paint.
 */
function lowerScriptPriority(linkHeader: string): string {
  return linkHeader.replace(/rel=modulepreload/g, 'rel=modulepreload; fetchpriority=low');
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
export function prerenderedSignInPage(webDist: string, brandName: string, routePreloads: RoutePreloads) {
  const documents = readPrerenderedDocuments(webDist, brandName);
  return (request: FastifyRequest, reply: FastifyReply, page: string): FastifyReply | null => {
    if (documents.size === 0 || !SIGN_IN_PATHS.has(page)) return null;
    reply.header('vary', 'Accept-Language, Cookie');
    const document = isPaintable(request) ? documents.get(requestLocale(request)) : undefined;
    if (!document) return null;
    const encoding = pickEncoding(request.headers['accept-encoding']);
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    // Its own scripts only: the painted page runs without the router (decision 038).
    const preloads = routePreloads(page, true);
    if (preloads) reply.header('link', lowerScriptPriority(preloads));
    else reply.removeHeader('link');
    return reply
      .header('vary', 'Accept-Language, Cookie, Accept-Encoding')
      .type('text/html; charset=utf-8')
      .send(document[encoding]);
  };
}
