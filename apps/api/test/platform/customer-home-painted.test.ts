// The signed-in customer home rendered at build (decision 039): /customer/dashboard answered to a signed-in
// customer with index.html whose #root already holds the home's first frame in their language and with their
// names, escaped; anyone else, or anything unusual, gets index.html as before.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PAINTED_NAME_TOKENS } from '@limpa/contracts';
import { profiles, users } from '@limpa/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PAINT_WAIT_MS, paintedCustomerHome } from '../../src/plugins/painted-customer-home';
import { signUp } from '../helpers/auth';
import { buildTestApp, type TestApp } from '../helpers/test-app';

const INDEX = [
  '<!doctype html>',
  '<html lang="en">',
  '<head><title>Limpa</title><script type="module" crossorigin src="/assets/index-a1.js"></script></head>',
  '<body><div id="root"></div></body>',
  '</html>',
].join('\n');
const { displayName, firstName } = PAINTED_NAME_TOKENS;
const page = (title: string, hello: string) => ({
  title,
  // Links enough for the page to pass the 1 KB above which responses go out compressed, as the real one does.
  html: `<header><span>${displayName}</span></header><main><p>${hello}, ${firstName}</p></main>${'<a href="/bookings">…</a>'.repeat(40)}`,
});
const PAGES = {
  brand: 'Limpa',
  pages: {
    en: page('Home | Limpa', 'Hi'),
    'pt-PT': page('Início | Limpa', 'Olá'),
    'fr-CA': page('Accueil | Limpa', 'Bonjour'),
  },
};

let dist: string;
let t: TestApp;
let otherBrand: TestApp;

beforeAll(async () => {
  dist = await mkdtemp(path.join(os.tmpdir(), 'limpa-web-painted-home-'));
  await writeFile(path.join(dist, 'index.html'), INDEX);
  await writeFile(
    path.join(dist, 'route-preloads.json'),
    JSON.stringify({ '*': ['/assets/routed-app-d4.js'], '/customer/dashboard': ['/assets/home-e5.js'] }),
  );
  await mkdir(path.join(dist, 'prerendered'));
  await writeFile(path.join(dist, 'prerendered', 'customer-home.json'), JSON.stringify(PAGES));
  t = await buildTestApp({ env: { WEB_DIST: dist } });
  otherBrand = await buildTestApp({ env: { WEB_DIST: dist, BRAND_NAME: 'Acme Clean' } });
});

afterAll(async () => {
  await Promise.all([t?.close(), otherBrand?.close()]);
  await rm(dist, { recursive: true, force: true });
});

const home = (app: TestApp, headers: Record<string, string>, url = '/customer/dashboard') =>
  app.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity', ...headers } });

/** A signed-up customer whose profile speaks `locale`, with the names given. */
async function customer(locale: string, names: { fullName: string; firstName: string | null }) {
  const account = await signUp(t.app, { role: 'customer', locale });
  const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, account.email));
  await t.db.update(profiles).set(names).where(eq(profiles.userId, user!.id));
  return account;
}

function expectPlain(res: Awaited<ReturnType<typeof home>>) {
  expect(res.statusCode).toBe(200);
  expect(res.body).toBe(INDEX);
  expect(res.headers.vary).toMatch(/Cookie/);
}

describe('the customer home painted at build', () => {
  it('paints a signed-in customer’s home in their language, with their names escaped, privately', async () => {
    const { cookie } = await customer('pt-PT', { fullName: `Zoë <b>O'Neil</b> & "Co"`, firstName: 'Zoë' });
    const res = await home(t, { cookie, 'accept-language': 'pt-PT,pt;q=0.9' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers.vary).toMatch(/Cookie/);
    expect(res.body).toContain('<html lang="pt-PT">');
    expect(res.body).toContain('<title data-prerendered>Início | Limpa</title><title>Limpa</title>');
    expect(res.body).toContain(
      '<div id="root" data-prerendered="pt-PT" data-prerendered-page="customer-home" inert><header>' +
        '<span>Zoë &lt;b&gt;O&#39;Neil&lt;/b&gt; &amp; &quot;Co&quot;</span></header><main><p>Olá, Zoë</p></main><a href',
    );
    expect(res.body).not.toContain('%%limpa');
    // Drawn by the router, after the page's first paint: its chunk and the session read, at low priority.
    expect(res.headers.link).toContain('</assets/routed-app-d4.js>; rel=modulepreload; fetchpriority=low');
    expect(res.headers.link).toContain('</assets/home-e5.js>; rel=modulepreload; fetchpriority=low');
    expect(res.headers.link).toContain('</api/v1/session>; rel=preload; as=fetch');
    // Not the next booking: its card comes in the page (decision 041), and a preload would only compete with the
    // scripts for the network before the page is live.
    expect(res.headers.link).not.toContain('/api/v1/bookings');
  });

  it('puts any name in as text: nothing in it is read as a replacement pattern or as another token', async () => {
    for (const [fullName, shown] of [
      ["Ann $'x", 'Ann $&#39;x'],
      ['Ca$$h $& $`', 'Ca$$h $&amp; $`'],
      [`Eve ${firstName}`, `Eve ${firstName}`],
    ] as const) {
      const { cookie } = await customer('en', { fullName, firstName: 'Eve' });
      const res = await home(t, { cookie, 'accept-language': 'en' });
      expect(res.body).toContain(`<header><span>${shown}</span></header><main><p>Hi, Eve</p></main><a href`);
      expect(res.body.match(/<\/html>/g)).toHaveLength(1);
    }
  });

  it('greets by the full name’s first word without a first name, and shows the e-mail without a full name', async () => {
    const { cookie } = await customer('en', { fullName: '  Maria  Santos ', firstName: null });
    const res = await home(t, { cookie, 'accept-language': 'en' });
    expect(res.body).toContain('<span>Maria  Santos</span></header><main><p>Hi, Maria</p>');
    const noFullName = await customer('en', { fullName: ' ', firstName: 'Rui' });
    const byEmail = await home(t, { cookie: noFullName.cookie, 'accept-language': 'en' });
    expect(byEmail.body).toContain(`<span>${noFullName.email}</span></header><main><p>Hi, Rui</p>`);
    // No name at all: the greeting would be another sentence, so the page is not painted.
    const nameless = await customer('en', { fullName: ' ', firstName: null });
    expectPlain(await home(t, { cookie: nameless.cookie, 'accept-language': 'en' }));
    // Compressed as any page above 1 KB would be.
    const br = await home(t, { cookie, 'accept-language': 'en', 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
  });

  it('paints in the language the picker kept, when the profile has the same', async () => {
    const { cookie } = await customer('fr-CA', { fullName: 'Élodie Roy', firstName: 'Élodie' });
    const res = await home(t, { cookie: `${cookie}; limpa.locale=fr-CA`, 'accept-language': 'en' });
    expect(res.body).toContain('<p>Bonjour, Élodie</p>');
  });

  it('sends index.html when the profile’s language is not the one the app will start in', async () => {
    const { cookie } = await customer('pt-PT', { fullName: 'Ana Costa', firstName: 'Ana' });
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
    const { cookie } = await customer('en', { fullName: 'Ines Lopes', firstName: 'Ines' });
    for (const url of ['/customer/profile', '/bookings', '/customer/dashboard/extra']) {
      const res = await home(t, { cookie, 'accept-language': 'en' }, url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(INDEX);
    }
  });

  it('sends index.html to a suspended customer whose session is still there, rather than an error', async () => {
    const { cookie, email } = await customer('en', { fullName: 'Sara Lima', firstName: 'Sara' });
    const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    await t.db.update(profiles).set({ suspendedAt: new Date() }).where(eq(profiles.userId, user!.id));
    expectPlain(await home(t, { cookie, 'accept-language': 'en' }));
  });

  it('does not wait for a slow session read: the page goes out unpainted, and a late failure is quiet', async () => {
    let fail: (error: Error) => void = () => {};
    const handler = paintedCustomerHome(
      dist,
      'Limpa',
      () => undefined,
      () =>
        new Promise((_, reject) => {
          fail = reject;
        }),
    );
    const warnings: unknown[] = [];
    const request = {
      headers: { cookie: 'better-auth.session_token=slow.signature', 'accept-language': 'en' },
      log: { warn: (...args: unknown[]) => warnings.push(args) },
    };
    const reply = { header: () => reply };
    vi.useFakeTimers();
    try {
      let answered = false;
      const answer = handler(request as never, reply as never, '/customer/dashboard').then((sent) => {
        answered = true;
        return sent;
      });
      await vi.advanceTimersByTimeAsync(PAINT_WAIT_MS - 1);
      expect(answered).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(await answer).toBeNull();
    } finally {
      vi.useRealTimers();
    }
    fail(new Error('the database went away'));
    await new Promise((resolve) => setImmediate(resolve));
    expect(warnings).toHaveLength(1);
  });

  it('sends index.html when BRAND_NAME is not the brand the page was rendered with', async () => {
    const { cookie } = await signUp(otherBrand.app, { role: 'customer', locale: 'en' });
    const res = await home(otherBrand, { cookie, 'accept-language': 'en' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(INDEX);
  });
});
