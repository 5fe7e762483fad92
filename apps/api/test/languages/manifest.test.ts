import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/test-app';

/** The install prompt's texts in the browser's language: the built manifest's `translations` applied. */
const built = {
  name: 'Limpa',
  description: 'Book trusted home cleaners in Canada and Portugal.',
  lang: 'en',
  icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
  translations: {
    'pt-PT': { description: 'Marque profissionais de limpeza de confiança no Canadá e em Portugal.' },
    'fr-CA': { description: 'Réservez des préposés à l’entretien de confiance au Canada et au Portugal.' },
  },
};
let webDist: string;
let t: TestApp;

beforeAll(async () => {
  webDist = await mkdtemp(path.join(os.tmpdir(), 'limpa-web-manifest-'));
  await writeFile(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
  await writeFile(path.join(webDist, 'manifest.webmanifest'), JSON.stringify(built));
  await writeFile(path.join(webDist, 'manifest.webmanifest.gz'), 'stale copy, never sent');
  t = await buildTestApp({ env: { WEB_DIST: webDist } });
});
afterAll(async () => {
  await t?.close();
  await rm(webDist, { recursive: true, force: true });
});

const manifestIn = (language?: string) =>
  t.app.inject({
    method: 'GET',
    url: '/manifest.webmanifest',
    headers: { 'accept-encoding': 'gzip', ...(language ? { 'accept-language': language } : {}) },
  });

describe('GET /manifest.webmanifest', () => {
  it.each([
    ['pt-PT,pt;q=0.9', 'pt-PT', built.translations['pt-PT'].description],
    ['fr', 'fr-CA', built.translations['fr-CA'].description],
    ['de-DE', 'en', built.description],
    [undefined, 'en', built.description],
  ])('in %s: lang %s and its description, the brand as name', async (language, lang, description) => {
    const res = await manifestIn(language);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/manifest\+json/);
    expect(res.headers.vary).toMatch(/accept-language/i);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.json()).toMatchObject({ name: 'Limpa', lang, description, icons: built.icons });
  });
});
