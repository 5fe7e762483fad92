// The signed-in pages painted per request (decision 086): the customer home (and the other main screens, each
// for its kind of person) answered with index.html whose #root already holds the page the web build's renderer
// drew from the app's own requests, sent to this API in-process as the visitor, with the painted pages' small
// entry in place of the app's scripts; anyone else, or anything unusual, gets index.html as before.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { NEXT_BOOKING_REQUEST, PAINTED_PAGE } from '@limpa/contracts';
import { profiles, users } from '@limpa/db';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PAINT_WAIT_MS } from '../../src/plugins/painted-signed-in-pages';
import { signUp } from '../helpers/auth';
import { pendingBooking } from '../helpers/booking-fixtures';
import { buildTestApp, type TestApp } from '../helpers/test-app';

const INDEX = [
  '<!doctype html>',
  '<html lang="en">',
  '<head><title>Limpa</title><script type="module" crossorigin src="/assets/index-a1.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/react-b2.js"></head>',
  '<body><div id="root"></div></body>',
  '</html>',
].join('\n');
const ENTRY = { script: '/assets/painted-entry-c3.js', imports: ['/assets/painted-d4.js'] };
const TITLES = { en: 'Home | Limpa', 'pt-PT': 'Início | Limpa', 'fr-CA': 'Accueil | Limpa' };

/**
 * Stands in for the web build's renderer (apps/web/src/prerender/render-painted-screen.tsx): it asks the API
 * what the app asks (the session, the next booking) through the transport it is given, and draws what came.
 * `globalThis.paintMode` makes it slow, fail, or try what the transport must refuse.
 */
const RENDERER = `
const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;');
const titles = ${JSON.stringify(TITLES)};
export async function renderPaintedScreen({ path, locale, request, clock }) {
  const mode = globalThis.paintMode;
  if (mode === 'slow') {
    await new Promise((resolve) => setTimeout(resolve, ${PAINT_WAIT_MS} + 200));
    globalThis.lateRequest = await request('/api/v1/session', {}).then(() => 'sent', (e) => e.message);
  }
  if (mode === 'throw') throw new Error('the renderer broke');
  if (mode === 'refused') {
    const refusals = [];
    for (const [url, init] of [['/api/v1/bookings', { method: 'POST' }], ['/customer/dashboard', {}], ['http://evil.test/api/v1/session', {}]]) {
      await request(url, init).then(() => refusals.push('sent ' + url), (e) => refusals.push(e.message));
    }
    globalThis.paintRefusals = refusals;
  }
  const session = await (await request('/api/v1/session', {})).json();
  if (!session) return null;
  const next = await request('${NEXT_BOOKING_REQUEST}', {});
  const booking = next.ok ? (await next.json()).items[0] ?? null : 'failed ' + next.status;
  const links = '<a href="/customer/bookings">…</a>'.repeat(40);
  return {
    page: { title: titles[locale], html: '<p lang="' + locale + '">' + esc(session.profile.fullName) + ' at ' + path + '</p>' + (clock ? '<time>' + clock.timeZone + ' ' + clock.now + '</time>' : '') + links },
    brand: 'Limpa',
    userId: session.user.id,
    queryData: [[['bookings', 'next'], booking], [['note'], '</script><!-- ' + session.profile.fullName]],
  };
}`;

let dist: string;
let bare: string;
let t: TestApp;
let otherBrand: TestApp;
let noRenderer: TestApp;

async function writeDist(renderer: boolean) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'limpa-web-painted-home-'));
  await writeFile(path.join(dir, 'index.html'), INDEX);
  await writeFile(path.join(dir, 'painted-entry.json'), JSON.stringify(ENTRY));
  await writeFile(
    path.join(dir, 'route-preloads.json'),
    JSON.stringify({ '*': ['/assets/routed-app-d4.js'], '/customer/dashboard': ['/assets/home-e5.js'] }),
  );
  await mkdir(path.join(dir, 'prerendered'));
  if (renderer) await writeFile(path.join(dir, 'prerendered', 'painted-screen.mjs'), RENDERER);
  return dir;
}

beforeAll(async () => {
  [dist, bare] = await Promise.all([writeDist(true), writeDist(false)]);
  [t, otherBrand, noRenderer] = await Promise.all([
    buildTestApp({ env: { WEB_DIST: dist } }),
    buildTestApp({ env: { WEB_DIST: dist, BRAND_NAME: 'Acme Clean' } }),
    buildTestApp({ env: { WEB_DIST: bare } }),
  ]);
});

afterEach(() => {
  (globalThis as { paintMode?: string }).paintMode = undefined;
});

afterAll(async () => {
  await Promise.all([t?.close(), otherBrand?.close(), noRenderer?.close()]);
  await Promise.all([dist, bare].map((d) => d && rm(d, { recursive: true, force: true })));
});

const home = (app: TestApp, headers: Record<string, string>, url = '/customer/dashboard') =>
  app.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity', ...headers } });

/** A signed-up customer whose profile speaks `locale`, named `fullName`. */
async function customer(locale: string, fullName: string, app: TestApp = t) {
  const account = await signUp(app.app, { role: 'customer', locale });
  const [user] = await app.db.select({ id: users.id }).from(users).where(eq(users.email, account.email));
  await app.db.update(profiles).set({ fullName }).where(eq(profiles.userId, user!.id));
  return { ...account, userId: user!.id };
}

/** The JSON the page carries for the app: whose page, and the answers it was drawn with. */
function paintedData(body: string): { userId: string; queryData: [unknown[], unknown][] } {
  const found = body.match(
    new RegExp(`<script type="application/json" id="${PAINTED_PAGE.dataId}">(.*?)</script>`),
  );
  if (!found) throw new Error('no painted data in the page');
  return JSON.parse(found[1] as string);
}

function expectPlain(res: Awaited<ReturnType<typeof home>>) {
  expect(res.statusCode).toBe(200);
  expect(res.body).toBe(INDEX);
  expect(res.headers.vary).toMatch(/Cookie/);
}

describe('the signed-in pages painted per request', () => {
  it('paints a customer’s home from what the API answers them, in their language, privately, with the small entry', async () => {
    const { id, customer: booker } = await pendingBooking(t.app, t.db);
    await t.db
      .update(profiles)
      .set({ fullName: 'Zoë <b>Costa</b>', locale: 'pt-PT' })
      .where(eq(profiles.userId, booker.userId));
    const res = await home(t, { cookie: booker.cookie, 'accept-language': 'pt-PT,pt;q=0.9' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers.vary).toMatch(/Cookie/);
    expect(res.body).toContain('<html lang="pt-PT">');
    expect(res.body).toContain('<title data-prerendered>Início | Limpa</title><title>Limpa</title>');
    // Takes input at once (not inert): the app loads at the first input, from the painted pages' entry.
    expect(res.body).toContain(
      '<div id="root" data-prerendered="pt-PT" data-prerendered-page="customer-home"><script',
    );
    expect(res.body).toContain('<p lang="pt-PT">Zoë &lt;b>Costa&lt;/b> at /customer/dashboard</p>');
    expect(res.body).toContain(`<script type="module" crossorigin src="${ENTRY.script}"></script>`);
    expect(res.body).toContain(`<link rel="modulepreload" crossorigin href="${ENTRY.imports[0]}">`);
    expect(res.body).not.toContain('/assets/index-a1.js');
    expect(res.body).not.toContain('/assets/react-b2.js');
    // Nothing preloaded: the app's scripts wait for the first input.
    expect(res.headers.link).toBeUndefined();
    // The booking as GET /api/v1/bookings answers it to this customer, for whom it was painted.
    const data = paintedData(res.body);
    expect(data.userId).toBe(booker.userId);
    expect(data.queryData[0]).toEqual([
      ['bookings', 'next'],
      expect.objectContaining({ id, status: 'pending' }),
    ]);
    // Compressed as any page above 1 KB would be.
    const br = await home(t, { cookie: booker.cookie, 'accept-language': 'pt-PT', 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
  });

  it('keeps every answer inside its JSON: nothing closes the script element or opens a comment', async () => {
    const { cookie } = await customer('en', '</script><img src=x onerror=alert(1)>');
    const res = await home(t, { cookie, 'accept-language': 'en' });
    const data = paintedData(res.body);
    expect(data.queryData[1]).toEqual([['note'], '</script><!-- </script><img src=x onerror=alert(1)>']);
    expect(res.body).not.toContain('<img src=x');
    expect(res.body.match(/<\/script>/g)).toHaveLength(2);
  });

  it('paints in the language the picker kept, when the profile has the same', async () => {
    const { cookie } = await customer('fr-CA', 'Élodie Roy');
    const res = await home(t, { cookie: `${cookie}; limpa.locale=fr-CA`, 'accept-language': 'en' });
    expect(res.body).toContain('<p lang="fr-CA">Élodie Roy');
  });

  it('sends index.html when the profile’s language is not the one the app will start in', async () => {
    const { cookie } = await customer('pt-PT', 'Ana Costa');
    expectPlain(await home(t, { cookie, 'accept-language': 'en' }));
    expectPlain(await home(t, { cookie: `${cookie}; limpa.locale=fr-CA`, 'accept-language': 'pt-PT' }));
  });

  it('sends index.html to a cleaner, to no session, to an ended session, and on other pages', async () => {
    const cleaner = await signUp(t.app, { role: 'cleaner', locale: 'en' });
    expectPlain(await home(t, { cookie: cleaner.cookie, 'accept-language': 'en' }));
    expectPlain(await home(t, { 'accept-language': 'en' }));
    expectPlain(
      await home(t, { cookie: 'better-auth.session_token=ended.signature', 'accept-language': 'en' }),
    );
    const { cookie } = await customer('en', 'Ines Lopes');
    for (const url of ['/customer/profile', '/bookings', '/customer/dashboard/extra']) {
      const res = await home(t, { cookie, 'accept-language': 'en' }, url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(INDEX);
    }
  });

  it('sends index.html to a suspended customer whose session is still there, rather than an error', async () => {
    const { cookie, userId } = await customer('en', 'Sara Lima');
    await t.db.update(profiles).set({ suspendedAt: new Date() }).where(eq(profiles.userId, userId));
    expectPlain(await home(t, { cookie, 'accept-language': 'en' }));
  });

  it('does not wait for a slow render, and says why when the renderer fails: the page goes out unpainted', async () => {
    const { cookie } = await customer('en', 'Rui Dias');
    (globalThis as { paintMode?: string }).paintMode = 'slow';
    const started = Date.now();
    expectPlain(await home(t, { cookie, 'accept-language': 'en' }));
    expect(Date.now() - started).toBeLessThan(PAINT_WAIT_MS + 200);
    // Once it has gone out, what the render would still ask is not sent.
    await expect
      .poll(() => (globalThis as { lateRequest?: string }).lateRequest)
      .toBe('the page went out unpainted');
    (globalThis as { paintMode?: string }).paintMode = 'throw';
    expectPlain(await home(t, { cookie, 'accept-language': 'en' }));
  });

  it('sends the renderer’s requests to the API’s own GETs only', async () => {
    const { cookie } = await customer('en', 'Vera Luz');
    (globalThis as { paintMode?: string; paintRefusals?: string[] }).paintMode = 'refused';
    const res = await home(t, { cookie, 'accept-language': 'en' });
    expect(res.body).toContain('<p lang="en">Vera Luz');
    expect((globalThis as { paintRefusals?: string[] }).paintRefusals).toEqual([
      "The painter sends only the API's GETs, not POST /api/v1/bookings",
      "The painter sends only the API's GETs, not GET /customer/dashboard",
      "The painter sends only the API's GETs, not GET http://evil.test/api/v1/session",
    ]);
  });

  it('sends index.html when BRAND_NAME is not the brand the page was rendered with, or the build has no renderer', async () => {
    const other = await customer('en', 'Acme Customer', otherBrand);
    expectPlain(await home(otherBrand, { cookie: other.cookie, 'accept-language': 'en' }));
    const plain = await customer('en', 'Plain Customer', noRenderer);
    // The same page for everyone then: nothing to vary by.
    expect((await home(noRenderer, { cookie: plain.cookie, 'accept-language': 'en' })).body).toBe(INDEX);
  });

  it('serves nothing of what the API reads from the build to browsers, however the path is spelled', async () => {
    const file = 'prerendered/painted-screen.mjs';
    for (const url of [
      `/${file}`,
      `//${file}`,
      `/./${file}`,
      `/%2e/${file}`,
      `/x/../${file}`,
      `/x/%2e%2e/${file}`,
      '/PRERENDERED/painted-screen.mjs',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('renderPaintedScreen');
    }
  });

  it('paints each main screen for the kind of person it is for, at its address with its query', async () => {
    const customerAccount = await customer('en', 'Lia Reis');
    const cleaner = await signUp(t.app, { role: 'cleaner', locale: 'en' });
    const cleanerId = '0b9d2f4e-8c1a-4e6b-9f3d-2a7c5e1b8d40';
    for (const [account, url, page] of [
      [customerAccount, '/customer/book', 'booking-wizard'],
      [customerAccount, '/customer/find-cleaners?service=Deep%20Cleaning', 'cleaner-search'],
      [customerAccount, `/provider/${cleanerId}`, 'cleaner-profile'],
      [cleaner, '/provider/dashboard', 'cleaner-dashboard'],
      [cleaner, '/provider/portal', 'cleaner-portal'],
    ] as const) {
      const res = await home(t, { cookie: account.cookie, 'accept-language': 'en' }, url);
      expect(res.body, url).toContain(`data-prerendered="en" data-prerendered-page="${page}"><script`);
      // The renderer drew the address asked for, query and all.
      expect(res.body, url).toContain(` at ${url.replace(/&/g, '&amp;')}</p>`);
    }
    // Not for the other kind of person, nor at a cleaner's own page that is not in the table.
    for (const [account, url] of [
      [cleaner, '/customer/book'],
      [customerAccount, '/provider/dashboard'],
      [cleaner, `/provider/${cleanerId}`],
      [customerAccount, '/provider/schedule'],
      [cleaner, '/provider/schedule'],
    ] as const) {
      const res = await home(t, { cookie: account.cookie, 'accept-language': 'en' }, url);
      expect(res.body, url).toBe(INDEX);
    }
  });

  it('hands the renderer the time in the zone the app keeps in its cookie, when it is one', async () => {
    const { cookie } = await customer('en', 'Rita Luz');
    const before = Date.now();
    const res = await home(t, { cookie: `${cookie}; limpa.tz=America%2FToronto`, 'accept-language': 'en' });
    const [, zone, now] = res.body.match(/<time>(\S+) (\d+)<\/time>/) ?? [];
    expect(zone).toBe('America/Toronto');
    expect(Number(now)).toBeGreaterThanOrEqual(before);
    for (const sent of ['Mars%2FOlympus', '%E0%A4%A', '']) {
      const other = await home(t, { cookie: `${cookie}; limpa.tz=${sent}`, 'accept-language': 'en' });
      expect(other.body, sent).toContain('<p lang="en">Rita Luz');
      expect(other.body, sent).not.toContain('<time>');
    }
  });
});
