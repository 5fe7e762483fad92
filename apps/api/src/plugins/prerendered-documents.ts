import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LOCALES, type Locale, type PrerenderedPage, type PrerenderedPages } from '@limpa/contracts';
import type { FastifyRequest } from 'fastify';
import { matchLocale, negotiateLocale } from '../lib/i18n';

/**
 * What the pages the web build renders (apps/web/scripts/prerender.ts) have in common on this side: read at
 * start, put into index.html's #root, and the language they are answered in.
 */

/** The language the sign-in page's picker keeps for the next visit (apps/web/src/lib/locale.ts). */
const LOCALE_COOKIE = /(?:^|;\s*)limpa\.locale=([^;]*)/;
const ROOT = '<div id="root"></div>';
const HTML_TAG = /<html\b[^>]*>/;
const TITLE = /<title>[^<]*<\/title>/;

/**
 * index.html with the page in #root (marked with its language and `rootAttributes`, and inert until the app is
 * live), `lang`, and the page's title ahead of the static one: the app drops it once React's own title is in
 * (apps/web/src/app/prerendered.tsx), so a later screen without a title of its own shows the static one.
 */
function composeDocument(indexHtml: string, locale: Locale, page: PrerenderedPage, rootAttributes: string) {
  if (!indexHtml.includes(ROOT) || !HTML_TAG.test(indexHtml) || !TITLE.test(indexHtml)) return null;
  return indexHtml
    .replace(HTML_TAG, `<html lang="${locale}">`)
    .replace(TITLE, (title) => `<title data-prerendered>${page.title}</title>${title}`)
    .replace(
      ROOT,
      () => `<div id="root" data-prerendered="${locale}"${rootAttributes} inert>${page.html}</div>`,
    )
    .replace(/<(script type="module"|link rel="modulepreload")/g, '<$1 fetchpriority="low"');
}

/**
 * Each language's document, composed once. Empty when the build has no such file (an old build, the dev
 * server) or when BRAND_NAME is not the brand the pages were rendered with: the page would show the wrong name
 * until the app replaced it.
 */
export function readPrerenderedDocuments(
  webDist: string,
  file: string,
  brandName: string,
  rootAttributes = '',
): Map<Locale, string> {
  const documents = new Map<Locale, string>();
  const filePath = path.join(webDist, file);
  if (!existsSync(filePath)) return documents;
  const { brand, pages } = JSON.parse(readFileSync(filePath, 'utf8')) as PrerenderedPages;
  if (brand !== brandName) return documents;
  const indexHtml = readFileSync(path.join(webDist, 'index.html'), 'utf8');
  for (const locale of LOCALES) {
    const page: PrerenderedPage | undefined = pages[locale];
    const html = page && composeDocument(indexHtml, locale, page, rootAttributes);
    if (html) documents.set(locale, html);
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

/** The language kept by the picker (cookie), else the browser's (Accept-Language), as the app starts in. */
export function requestLocale(request: FastifyRequest): Locale {
  const chosen = LOCALE_COOKIE.exec(request.headers.cookie ?? '')?.[1];
  return matchLocale(chosen && safeDecode(chosen)) ?? negotiateLocale(request.headers['accept-language']);
}

/**
 * A painted page needs only the HTML, the stylesheet and the font to show: its scripts (the entry, the page's
 * chunks) go after them rather than share the bandwidth with them, and Lighthouse then no longer counts them
 * as holding up the first paint.
 */
export function lowerScriptPriority(linkHeader: string): string {
  return linkHeader.replace(/rel=modulepreload/g, 'rel=modulepreload; fetchpriority=low');
}
