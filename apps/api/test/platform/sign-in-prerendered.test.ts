// The sign-in page rendered at build (decision 036): `/` and `/auth` answered to a visitor without a session
// with index.html whose #root already holds the page in their language, compressed once at start, with the
// page's own entry in place of the app's (decision 085).
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/test-app';

const INDEX = [
  '<!doctype html>',
  '<html lang="en">',
  '<head><title>Limpa</title><script type="module" crossorigin src="/assets/index-a1.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/runtime-b2.js"></head>',
  '<body><div id="root"></div></body>',
  '</html>',
].join('\n');
const page = (title: string, tab: string) => ({
  title,
  html: `<main><button role="tab">${tab}</button></main>`,
  // Markup in a text must stay text in the attribute.
  rootAttributes: { 'data-reload': `${tab} "<b>" & more` },
});
const PAGES = {
  brand: 'Limpa',
  pages: {
    en: page('Sign in | Limpa', 'Sign In'),
    'pt-PT': page('Iniciar sessão | Limpa', 'Entrar'),
    'fr-CA': page('Connexion | Limpa', 'Connexion'),
  },
};

let withPages: string;
let withoutPages: string;
let t: TestApp;
let otherBrand: TestApp;
let oldBuild: TestApp;

async function writeWebDist(prerendered: boolean) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'limpa-web-prerendered-'));
  await writeFile(path.join(dir, 'index.html'), INDEX);
  await writeFile(
    path.join(dir, 'route-preloads.json'),
    JSON.stringify({ '*': ['/assets/routed-app-d4.js'], '/auth': ['/assets/sign-in-c3.js'] }),
  );
  await writeFile(
    path.join(dir, 'painted-entry.json'),
    JSON.stringify({ script: '/assets/painted-entry-e5.js', imports: ['/assets/painted-f6.js'] }),
  );
  if (prerendered) {
    await mkdir(path.join(dir, 'prerendered'));
    await writeFile(path.join(dir, 'prerendered', 'auth-page.json'), JSON.stringify(PAGES));
  }
  return dir;
}

beforeAll(async () => {
  withPages = await writeWebDist(true);
  withoutPages = await writeWebDist(false);
  t = await buildTestApp({ env: { WEB_DIST: withPages } });
  otherBrand = await buildTestApp({ env: { WEB_DIST: withPages, BRAND_NAME: 'Acme Clean' } });
  oldBuild = await buildTestApp({ env: { WEB_DIST: withoutPages } });
});

afterAll(async () => {
  await Promise.all([t?.close(), otherBrand?.close(), oldBuild?.close()]);
  await Promise.all([withPages, withoutPages].map((dir) => rm(dir, { recursive: true, force: true })));
});

const get = (app: TestApp, url: string, headers: Record<string, string> = {}) =>
  app.app.inject({ method: 'GET', url, headers });

/** The page as the browser reads it, whichever encoding it came in. */
function documentOf(res: Awaited<ReturnType<typeof get>>): string {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(res.rawPayload).toString();
  if (encoding === 'gzip') return gunzipSync(res.rawPayload).toString();
  return res.body;
}

function expectPainted(res: Awaited<ReturnType<typeof get>>, lang: string, title: string, tab: string) {
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/html/);
  expect(res.headers['cache-control']).toBe('no-cache');
  expect(res.headers.vary).toMatch(/Accept-Language/);
  expect(res.headers.vary).toMatch(/Cookie/);
  const html = documentOf(res);
  expect(html).toContain(`<html lang="${lang}">`);
  expect(html).toContain(`<title data-prerendered>${title}</title><title>Limpa</title>`);
  // Not inert: the form takes typing before the app has loaded.
  expect(html).toContain(
    `<div id="root" data-prerendered="${lang}" data-reload="${tab} &quot;&lt;b>&quot; &amp; more"><main><button role="tab">${tab}</button></main></div>`,
  );
  // Its own entry, which loads the app at the first input; none of the app's scripts.
  expect(html).toContain(
    '<script type="module" crossorigin src="/assets/painted-entry-e5.js"></script><link rel="modulepreload" crossorigin href="/assets/painted-f6.js">',
  );
  expect(html).not.toContain('index-a1.js');
  expect(html).not.toContain('runtime-b2.js');
}

describe('the sign-in page painted at build', () => {
  it("answers /auth in the browser's language, brotli-compressed, preloading nothing", async () => {
    const res = await get(t, '/auth', {
      'accept-language': 'pt-PT,pt;q=0.9,en;q=0.8',
      'accept-encoding': 'gzip, br',
    });
    expectPainted(res, 'pt-PT', 'Iniciar sessão | Limpa', 'Entrar');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/Accept-Encoding/);
    // The app's scripts load at the first input, the router's when the visitor leaves the page (decision 038).
    expect(res.headers.link).toBeUndefined();
  });

  it('answers /, /auth/ and /auth with any other query the same way, gzip or plain as accepted', async () => {
    expectPainted(
      await get(t, '/', { 'accept-language': 'fr', 'accept-encoding': 'gzip' }),
      'fr-CA',
      'Connexion | Limpa',
      'Connexion',
    );
    const plain = await get(t, '/auth/?utm_source=mail', { 'accept-language': 'de-DE' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expectPainted(plain, 'en', 'Sign in | Limpa', 'Sign In');
    expectPainted(await get(t, '/auth'), 'en', 'Sign in | Limpa', 'Sign In');
  });

  it('follows the language the picker kept in its cookie over the browser’s', async () => {
    const res = await get(t, '/auth', {
      'accept-language': 'pt-PT',
      cookie: 'theme=light; limpa.locale=fr-CA',
    });
    expectPainted(res, 'fr-CA', 'Connexion | Limpa', 'Connexion');
    const unknown = await get(t, '/auth', { 'accept-language': 'pt-PT', cookie: 'limpa.locale=%E0%A4%A' });
    expectPainted(unknown, 'pt-PT', 'Iniciar sessão | Limpa', 'Entrar');
  });

  it('sends the plain index.html to a visitor with a session cookie, still varying by cookie', async () => {
    for (const cookie of [
      'better-auth.session_token=abc.def',
      'limpa.locale=en; __Secure-better-auth.session_token=x',
    ]) {
      const res = await get(t, '/auth', { cookie, 'accept-language': 'pt-PT' });
      expect(res.statusCode).toBe(200);
      expect(documentOf(res)).toBe(INDEX);
      expect(res.headers.vary).toMatch(/Cookie/);
      expect(res.headers.link).toContain('</assets/sign-in-c3.js>; rel=modulepreload');
      expect(res.headers.link).toContain('</assets/routed-app-d4.js>; rel=modulepreload');
      expect(res.headers.link).not.toContain('fetchpriority');
    }
  });

  it('sends the plain index.html when the query changes the page (sign-up tab, Google error) and on other pages', async () => {
    for (const url of [
      '/auth?tab=signup',
      '/auth?error=account_suspended',
      '/customer/dashboard',
      '/reset-password',
      '/auth/extra',
    ]) {
      const res = await get(t, url, { 'accept-language': 'pt-PT' });
      expect(res.statusCode, url).toBe(200);
      expect(documentOf(res), url).toBe(INDEX);
    }
  });

  it('sends the plain index.html when BRAND_NAME is not the brand the pages were rendered with', async () => {
    const res = await get(otherBrand, '/auth', { 'accept-language': 'pt-PT' });
    expect(documentOf(res)).toBe(INDEX);
  });

  it('sends the plain index.html when the build has no painted pages', async () => {
    const res = await get(oldBuild, '/auth', { 'accept-language': 'pt-PT' });
    expect(res.statusCode).toBe(200);
    expect(documentOf(res)).toBe(INDEX);
    expect(res.headers.vary ?? '').not.toMatch(/Accept-Language/);
  });
});
