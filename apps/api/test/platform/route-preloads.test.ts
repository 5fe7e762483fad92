// The first pages come with a Link header naming their route's scripts (route-preloads.json from the web build),
// so the browser fetches them beside the entry instead of after it has run.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/test-app';

let webDist: string;
let t: TestApp;

beforeAll(async () => {
  webDist = await mkdtemp(path.join(os.tmpdir(), 'limpa-web-dist-'));
  await writeFile(
    path.join(webDist, 'index.html'),
    '<!doctype html><html><body><div id="root"></div></body></html>',
  );
  await writeFile(
    path.join(webDist, 'route-preloads.json'),
    JSON.stringify({
      '*': ['/assets/routed-app-z9.js'],
      '/': ['/assets/sign-in-a1.js', '/assets/form-kit-b2.js'],
      '/auth': ['/assets/sign-in-a1.js', '/assets/form-kit-b2.js'],
      '/customer/dashboard': ['/assets/shell-c3.js'],
      '/provider/dashboard': ['/assets/cleaner-home-e5.js'],
      '/provider/:cleanerId': ['/assets/cleaner-detail-d4.js'],
      // A page of the router's own that the pattern would match too (apps/web/scripts/route-preloads.ts).
      '/provider/schedule': [],
      '/nothing-own': [],
    }),
  );
  t = await buildTestApp({ env: { WEB_DIST: webDist } });
});

afterAll(async () => {
  await t?.close();
  await rm(webDist, { recursive: true, force: true });
});

/** The session read the app makes first, fetched with the page (credentials included, as the app's fetch). */
const SESSION = '</api/v1/session>; rel=preload; as=fetch; crossorigin=use-credentials,';
const get = (url: string) => t.app.inject({ method: 'GET', url });

/** The router's chunk, which every page the router draws needs (decision 038). */
const ROUTED = ' </assets/routed-app-z9.js>; rel=modulepreload';

describe('first pages name their scripts for the browser to preload', () => {
  it('sends /auth, / and the customer home with the session read, the router and their route scripts', async () => {
    for (const url of ['/auth', '/auth/', '/auth?tab=signup', '/']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
      expect(res.headers.link, url).toBe(
        `${SESSION}${ROUTED}, </assets/sign-in-a1.js>; rel=modulepreload, </assets/form-kit-b2.js>; rel=modulepreload`,
      );
    }
    expect((await get('/customer/dashboard')).headers.link).toBe(
      `${SESSION}${ROUTED}, </assets/shell-c3.js>; rel=modulepreload`,
    );
  });

  it('sends other pages, and a page without scripts of its own, with the router only', async () => {
    for (const url of [
      '/customer/bookings',
      '/nothing-own',
      '/auth/extra',
      '/provider/a1/more',
      '/provider/',
      '/provider/schedule',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers.link, url).toBe(`${SESSION}${ROUTED}`);
    }
  });

  it('sends a route with a `:name` part for any one segment there, a page named in full first', async () => {
    for (const url of ['/provider/3432ed85-8b8a-4640-91fa-b24787d36feb', '/provider/a1?from=search']) {
      expect((await get(url)).headers.link, url).toBe(
        `${SESSION}${ROUTED}, </assets/cleaner-detail-d4.js>; rel=modulepreload`,
      );
    }
    expect((await get('/provider/dashboard')).headers.link).toBe(
      `${SESSION}${ROUTED}, </assets/cleaner-home-e5.js>; rel=modulepreload`,
    );
  });

  it('never adds it to API answers', async () => {
    const res = await get('/api/health');
    expect(res.headers.link).toBeUndefined();
  });
});
