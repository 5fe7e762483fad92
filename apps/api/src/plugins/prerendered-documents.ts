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

/** A page's own first script, in place of index.html's (decision 085): the web build writes it beside them. */
export interface PaintedEntry {
  /** The entry module's path. */
  script: string;
  /** The scripts it imports, preloaded with it. */
  imports: string[];
}

const PAINTED_ENTRY_FILE = 'painted-entry.json';
const MODULE_SCRIPT = /<script type="module"[^>]*><\/script>/;
const MODULE_PRELOADS = /\s*<link rel="modulepreload"[^>]*>/g;

/** The painted sign-in page's entry, or nothing from a build without one. */
export function readPaintedEntry(webDist: string): PaintedEntry | undefined {
  const file = path.join(webDist, PAINTED_ENTRY_FILE);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as PaintedEntry) : undefined;
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** index.html's scripts (the app's entry and what it imports) swapped for the page's own entry. */
function withEntry(indexHtml: string, entry: PaintedEntry): string {
  const tags = [
    `<script type="module" crossorigin src="${entry.script}"></script>`,
    ...entry.imports.map((file) => `<link rel="modulepreload" crossorigin href="${file}">`),
  ].join('');
  return indexHtml.replace(MODULE_PRELOADS, '').replace(MODULE_SCRIPT, () => tags);
}

/** How a page goes into index.html. */
export interface ComposeOptions {
  /** Attributes #root carries for every language's page (HTML, with its leading space). */
  rootAttributes?: string;
  /**
   * The painted pages' own entry, in place of index.html's scripts: it takes the page over at the visitor's first
   * input, and the root takes input at once (decisions 085, 086).
   */
  entry: PaintedEntry;
}

/**
 * index.html with the page in #root (marked with its language and the attributes asked for), `lang`, and the
 * page's title ahead of the static one: the app drops it once React's own title is in
 * (apps/web/src/app/painted-root.ts), so a later screen without a title of its own shows the static one.
 */
function composeDocument(indexHtml: string, locale: Locale, page: PrerenderedPage, options: ComposeOptions) {
  if (!indexHtml.includes(ROOT) || !HTML_TAG.test(indexHtml) || !TITLE.test(indexHtml)) return null;
  const pageAttributes = Object.entries(page.rootAttributes ?? {})
    .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
    .join('');
  const attributes = `data-prerendered="${locale}"${options.rootAttributes ?? ''}${pageAttributes}`;
  return withEntry(indexHtml, options.entry)
    .replace(HTML_TAG, `<html lang="${locale}">`)
    .replace(TITLE, (title) => `<title data-prerendered>${page.title}</title>${title}`)
    .replace(ROOT, () => `<div id="root" ${attributes}>${page.html}</div>`);
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
  options: ComposeOptions,
): Map<Locale, string> {
  const documents = new Map<Locale, string>();
  const filePath = path.join(webDist, file);
  if (!existsSync(filePath)) return documents;
  const { brand, pages } = JSON.parse(readFileSync(filePath, 'utf8')) as PrerenderedPages;
  if (brand !== brandName) return documents;
  const indexHtml = readFileSync(path.join(webDist, 'index.html'), 'utf8');
  for (const locale of LOCALES) {
    const page: PrerenderedPage | undefined = pages[locale];
    const html = page && composeDocument(indexHtml, locale, page, options);
    if (html) documents.set(locale, html);
  }
  return documents;
}

/**
 * Composes a page rendered per request (decision 086) into index.html, read once; undefined when the build has
 * no index.html (the API's own tests).
 */
export function paintedDocumentComposer(webDist: string, options: ComposeOptions) {
  const file = path.join(webDist, 'index.html');
  if (!existsSync(file)) return undefined;
  const indexHtml = readFileSync(file, 'utf8');
  return (locale: Locale, page: PrerenderedPage, rootAttributes = '') =>
    composeDocument(indexHtml, locale, page, { ...options, rootAttributes });
}

/** A cookie value as sent, or nothing when it is not valid percent-encoding. */
function safeDecode(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

/** The visitor's time zone, which the app keeps in a cookie (apps/web/src/lib/time-zone-cookie.ts). */
const TIME_ZONE_COOKIE = /(?:^|;\s*)limpa\.tz=([^;]*)/;
const knownZones = new Set(Intl.supportedValuesOf('timeZone'));

/** The time zone the app said the visitor is in, or undefined: none, or not one this runtime knows. */
export function requestTimeZone(request: FastifyRequest): string | undefined {
  const sent = TIME_ZONE_COOKIE.exec(request.headers.cookie ?? '')?.[1];
  const zone = sent && safeDecode(sent);
  return zone && (knownZones.has(zone) || zone === 'UTC') ? zone : undefined;
}

/** The language kept by the picker (cookie), else the browser's (Accept-Language), as the app starts in. */
export function requestLocale(request: FastifyRequest): Locale {
  const chosen = LOCALE_COOKIE.exec(request.headers.cookie ?? '')?.[1];
  return matchLocale(chosen && safeDecode(chosen)) ?? negotiateLocale(request.headers['accept-language']);
}
