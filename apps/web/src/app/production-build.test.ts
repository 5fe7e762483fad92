// The web build, run here as `npm run build` runs it but with NODE_ENV=development in the environment: it must
// still be a production build, precompressed, and the first screens' JavaScript must stay within budget.
import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { PrerenderedPages } from '@limpa/contracts';
import { matchPath } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAINTED_SCREEN_MODULE, PRERENDERED_FILE } from '../../scripts/prerender';
import {
  BUDGETED_SCREENS,
  PAINTED_ENTRY,
  PAINTED_ENTRY_BUDGET_KB,
  readManifest,
  routeBundle,
  routeFiles,
} from '../../scripts/route-bundle';
import { PAINTED_ENTRY_FILE, ROUTE_PRELOADS_FILE, ROUTER_ONLY_PAGES } from '../../scripts/route-preloads';
import { APP_ROUTES } from './route-access';

const webRoot = path.resolve(import.meta.dirname, '../..');
const viteBin = path.resolve(webRoot, '../../node_modules/vite/bin/vite.js');
/** Only in React's development build (react-dom-client.development.js). */
const REACT_DEVELOPMENT_MARKER = 'is an async Client Component';
/** Only in React Router's development build (its default error page's note to developers). */
const REACT_ROUTER_DEVELOPMENT_MARKER = 'Hey developer';

let outDir: string;

beforeAll(async () => {
  outDir = await mkdtemp(path.join(os.tmpdir(), 'limpa-web-build-'));
  await promisify(execFile)(process.execPath, [viteBin, 'build', '--outDir', outDir, '--emptyOutDir'], {
    cwd: webRoot,
    env: { ...process.env, NODE_ENV: 'development' },
    maxBuffer: 64 * 1024 * 1024,
  });
}, 300_000);

afterAll(async () => {
  if (outDir) await rm(outDir, { recursive: true, force: true });
});

/** The strings the sign-in page's test looks for, from src/lib/locales/<language>.json. */
interface Strings {
  auth: {
    title: { signIn: string };
    tabs: { signIn: string };
    hero: { heading: string };
    fields: { password: string };
  };
  languagePicker: { label: string };
}
const readJson = (file: string) => JSON.parse(readFileSync(path.join(webRoot, file), 'utf8')) as object;
const readLocale = (locale: string) =>
  JSON.parse(readFileSync(path.join(webRoot, `src/lib/locales/${locale}.json`), 'utf8')) as Strings;
/** Text as React writes it in markup. */
const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');

const scripts = () => readdirSync(path.join(outDir, 'assets')).filter((f) => f.endsWith('.js'));

describe('the web build', () => {
  it("is React's and React Router's production build even with NODE_ENV=development in the shell", () => {
    expect(scripts().length).toBeGreaterThan(10);
    for (const file of scripts()) {
      const text = readFileSync(path.join(outDir, 'assets', file), 'utf8');
      expect(text, file).not.toContain(REACT_DEVELOPMENT_MARKER);
      expect(text, file).not.toContain(REACT_ROUTER_DEVELOPMENT_MARKER);
    }
  });

  it("names each first page's route scripts for the server to preload, none of them the entry's", () => {
    const pages = JSON.parse(readFileSync(path.join(outDir, ROUTE_PRELOADS_FILE), 'utf8')) as Record<
      string,
      string[]
    >;
    const manifest = readManifest(outDir);
    const entryFiles = routeFiles(manifest, []).map((file) => `/${file}`);
    // Every budgeted screen at its own path, and `/`, which shows the sign-in screen.
    const screens: [string, { modules: readonly string[] }][] = [
      ['/', BUDGETED_SCREENS['/auth']],
      ...Object.entries(BUDGETED_SCREENS),
    ];
    for (const [page, { modules }] of screens) {
      const expected = routeFiles(manifest, [...modules])
        .map((file) => `/${file}`)
        .filter((file) => !entryFiles.includes(file));
      expect(expected.length, page).toBeGreaterThan(0);
      expect(pages[page], page).toEqual(expected);
      for (const file of pages[page] ?? []) expect(existsSync(path.join(outDir, file)), file).toBe(true);
    }
    // The route table's static pages that a budgeted `:name` route's path also matches are named with no scripts
    // of their own: the server must not preload that screen with them (scripts/route-preloads.ts).
    const patterns = Object.keys(BUDGETED_SCREENS).filter((page) => page.includes('/:'));
    const claimed = APP_ROUTES.map((route) => route.path as string).filter(
      (page) =>
        !page.includes('/:') &&
        !(page in BUDGETED_SCREENS) &&
        patterns.some((pattern) => matchPath(pattern, page) !== null),
    );
    expect(claimed).toContain('/provider/schedule');
    expect([...ROUTER_ONLY_PAGES].sort()).toEqual(claimed.sort());
    for (const page of claimed) expect(pages[page], page).toEqual([]);
  });

  it(`gives the painted sign-in page an entry of its own, under ${PAINTED_ENTRY_BUDGET_KB} KB, without React or the app`, () => {
    const entry = JSON.parse(readFileSync(path.join(outDir, PAINTED_ENTRY_FILE), 'utf8')) as {
      script: string;
      imports: string[];
    };
    const bundle = routeBundle([], outDir, PAINTED_ENTRY);
    expect([entry.script, ...entry.imports]).toEqual(bundle.files.map((f) => `/${f.file}`));
    expect(bundle.gzipBytes / 1024).toBeLessThan(PAINTED_ENTRY_BUDGET_KB);
    const appFiles = new Set(routeFiles(readManifest(outDir), [...BUDGETED_SCREENS['/auth'].modules]));
    const shared = bundle.files.map((f) => f.file).filter((file) => appFiles.has(file));
    // The app shares the painted entry's small chunk (it holds input until the app is live), nothing bigger.
    for (const file of shared) expect(file).toMatch(/^assets\/painted-[\w-]+\.js$/);
    for (const { file } of bundle.files) {
      expect(readFileSync(path.join(outDir, file), 'utf8'), file).not.toMatch(
        /react\.transitional\.element|useState/,
      );
    }
  });

  it('renders the sign-in page of every language for the server to send before the scripts run', () => {
    const { brand, pages } = JSON.parse(
      readFileSync(path.join(outDir, PRERENDERED_FILE), 'utf8'),
    ) as PrerenderedPages;
    expect(brand).toBe('Limpa');
    const english = readLocale('en');
    // An untranslated key shows as itself ("auth.tabs.signIn"): any of the shell's namespaces followed by a dot.
    const rawKey = new RegExp(`[\\s>"](${Object.keys(english).join('|')})\\.[A-Za-z]`);
    for (const locale of ['en', 'pt-PT', 'fr-CA'] as const) {
      const { auth, languagePicker } = readLocale(locale);
      const page = pages[locale];
      expect(page.title, locale).toBe(auth.title.signIn.replace('{{brand}}', brand));
      for (const text of [auth.tabs.signIn, auth.hero.heading, auth.fields.password, languagePicker.label]) {
        expect(page.html, `${locale}: ${text}`).toContain(`>${escapeHtml(text)}<`);
      }
      expect(page.html, locale).toContain('id="sign-in-email"');
      expect(page.html, locale).not.toMatch(/undefined|\{\{|<title|role="status"/);
      expect(page.html, locale).not.toMatch(rawKey);
    }
  });

  it('builds the painted screens’ renderer for the API: one file, every package in it, that draws the customer home', async () => {
    const file = path.join(outDir, PAINTED_SCREEN_MODULE);
    const source = readFileSync(file, 'utf8');
    // Nothing left for Node to resolve beside it but its built-ins: wherever the web build is served from, it loads.
    const imported = [...source.matchAll(/(?:^|[;}\n])import\s*(?:[^;'"]*?from\s*)?["']([^"']+)["']/g)].map(
      (m) => m[1],
    );
    expect(imported.filter((specifier) => !specifier?.startsWith('node:'))).toEqual([]);
    // In Node itself, as the API imports it (Vitest's module runner would resolve it its own way): the API answers
    // the session and is away for the rest, so the page shows its skeletons where its data would be.
    const session = {
      user: { id: 'u1', email: 'rita@example.com', emailVerified: true },
      profile: {
        id: 'p1',
        userId: 'u1',
        role: 'customer',
        fullName: 'Rita Sousa',
        firstName: 'Rita',
        lastName: null,
        phone: null,
        avatarUrl: null,
        isApproved: true,
        onboardingComplete: true,
        locale: 'en',
      },
    };
    const script = `const { renderPaintedScreen } = await import(${JSON.stringify(pathToFileURL(file).href)});
      const session = ${JSON.stringify(session)};
      const request = async (url) => url === '/api/v1/session'
        ? new Response(JSON.stringify(session), { headers: { 'content-type': 'application/json' } })
        : new Response('{}', { status: 503, headers: { 'content-type': 'application/problem+json' } });
      const pages = {};
      for (const locale of ['en', 'pt-PT', 'fr-CA']) {
        pages[locale] = await renderPaintedScreen({ path: '/customer/dashboard', locale, request });
      }
      process.stdout.write(JSON.stringify(pages));`;
    const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', script]);
    const pages = JSON.parse(stdout) as Record<
      string,
      { page: { title: string; html: string }; brand: string }
    >;
    const english = { ...readLocale('en'), ...readJson('src/lib/locales/en-signed-in.json') };
    const rawKey = new RegExp(`[\\s>"](${Object.keys(english).join('|')})\\.[A-Za-z]`);
    const titles = { en: 'Home', 'pt-PT': 'Início', 'fr-CA': 'Accueil' };
    for (const locale of ['en', 'pt-PT', 'fr-CA'] as const) {
      const customerHome = readJson(`src/lib/locales/${locale}/customer-home.json`) as Record<string, string>;
      const painted = pages[locale];
      if (!painted) throw new Error(`${locale}: nothing painted`);
      expect(painted.brand).toBe('Limpa');
      expect(painted.page.title, locale).toBe(`${titles[locale]} | Limpa`);
      const { greeting, subtitle } = customerHome;
      if (!greeting?.includes('{{name}}') || !subtitle)
        throw new Error(`${locale}: the home's strings moved`);
      for (const text of [greeting.replace('{{name}}', 'Rita'), subtitle, 'Rita Sousa']) {
        expect(painted.page.html, `${locale}: ${text}`).toContain(`>${escapeHtml(text)}<`);
      }
      // The customer's tab bar, Home current; the next booking, unanswered, as its skeleton.
      expect(painted.page.html, locale).toMatch(/<a aria-current="page"[^>]*href="\/customer\/dashboard"/);
      expect(painted.page.html, locale).toContain('href="/customer/bookings"');
      expect(painted.page.html, locale).toContain('animate-pulse');
      expect(painted.page.html, locale).not.toMatch(/undefined|\{\{|<title|<script|role="status"/);
      expect(painted.page.html, locale).not.toMatch(rawKey);
      // Its images are the client build's own files.
      const images = [...painted.page.html.matchAll(/<img src="([^"]+)"/g)].map((m) => m[1] as string);
      expect(images.length, locale).toBeGreaterThan(0);
      for (const image of images) expect(existsSync(path.join(outDir, image)), image).toBe(true);
    }
  });

  it('writes a brotli and a gzip copy beside every script, stylesheet and the HTML, with the same bytes', () => {
    // The entry and the scripts it imports; one under 1 KB (a facade importing the rest) is not worth a copy.
    const firstScripts = routeFiles(readManifest(outDir), []).filter(
      (file) => statSync(path.join(outDir, file)).size >= 1024,
    );
    expect(firstScripts.length).toBeGreaterThan(0);
    for (const file of [...firstScripts, 'index.html']) {
      const original = readFileSync(path.join(outDir, file));
      expect(brotliDecompressSync(readFileSync(path.join(outDir, `${file}.br`))).equals(original)).toBe(true);
      expect(gunzipSync(readFileSync(path.join(outDir, `${file}.gz`))).equals(original)).toBe(true);
    }
    const css = readdirSync(path.join(outDir, 'assets')).filter((f) => f.endsWith('.css'));
    for (const file of css) expect(existsSync(path.join(outDir, 'assets', `${file}.br`)), file).toBe(true);
    // Images and fonts are compressed formats already: no copies.
    expect(readdirSync(path.join(outDir, 'assets')).some((f) => /\.(woff2|webp|png)\.(br|gz)$/.test(f))).toBe(
      false,
    );
  });

  it('has chunks that import each other without a cycle (the chunk groups take no dependencies along)', () => {
    const manifest = readManifest(outDir);
    const state = new Map<string, 'visiting' | 'done'>();
    const visit = (key: string, trail: string[]) => {
      if (state.get(key) === 'done') return;
      expect(state.get(key), `import cycle: ${[...trail, key].join(' → ')}`).toBeUndefined();
      state.set(key, 'visiting');
      for (const imported of manifest[key]?.imports ?? []) visit(imported, [...trail, key]);
      state.set(key, 'done');
    };
    for (const key of Object.keys(manifest)) visit(key, []);
  });

  for (const [screen, { modules, budgetKb, maxFiles }] of Object.entries(BUDGETED_SCREENS)) {
    it(`makes a cold load of ${screen} fetch at most ${maxFiles} scripts`, () => {
      const files = routeBundle([...modules], outDir).files.map((f) => f.file);
      expect(files.length, files.join(', ')).toBeLessThanOrEqual(maxFiles);
    });

    it(`keeps the JavaScript a cold load of ${screen} downloads within ${budgetKb} KB gzipped`, () => {
      const bundle = routeBundle([...modules], outDir);
      const kb = bundle.gzipBytes / 1024;
      const biggest = [...bundle.files]
        .sort((a, b) => b.gzipBytes - a.gzipBytes)
        .slice(0, 5)
        .map((f) => `${f.file} ${(f.gzipBytes / 1024).toFixed(1)} KB`);
      expect(
        kb,
        `${screen}: ${kb.toFixed(1)} KB in ${bundle.files.length} files; biggest: ${biggest}`,
      ).toBeLessThan(budgetKb);
    });
  }

  it('keeps React Router out of the sign-in page, and zod, toasts, the signed-in shell, the sign-up form and the side menu sheet out of the first screens', () => {
    const manifest = readManifest(outDir);
    const filesOf = (modules: string[]) => new Set(routeBundle(modules, outDir).files.map((f) => f.file));
    const authFiles = filesOf([...BUDGETED_SCREENS['/auth'].modules]);
    const homeFiles = filesOf([...BUDGETED_SCREENS['/customer/dashboard'].modules]);
    const chunkOf = (module: string) => {
      const file = manifest[module]?.file;
      expect(file, module).toBeDefined();
      return file ?? '';
    };
    const chunksContaining = (marker: string) => {
      const files = Object.values(manifest)
        .filter((chunk) => readFileSync(path.join(outDir, chunk.file), 'utf8').includes(marker))
        .map((chunk) => chunk.file);
      expect(files.length, marker).toBeGreaterThan(0);
      return files;
    };
    expect(authFiles.has(chunkOf('src/app/app-layout.tsx'))).toBe(false);
    // The menus' chunk: the side menu's sheet and the desktop side navigation (decision 058).
    for (const module of ['src/features/auth/components/sign-up-form.tsx', 'src/app/side-menus.tsx']) {
      expect(authFiles.has(chunkOf(module)), module).toBe(false);
      expect(homeFiles.has(chunkOf(module)), module).toBe(false);
    }
    // React Router: the painted sign-in page runs without it (decision 038), nor what it loads later (the sign-up
    // and reset forms); the home has it.
    const signInLater = (manifest['src/app/sign-in-screen.tsx']?.dynamicImports ?? []).flatMap((module) => [
      ...filesOf([module]),
    ]);
    expect(signInLater.length).toBeGreaterThan(0);
    for (const file of chunksContaining('may be used only in the context of a <Router>')) {
      expect(authFiles.has(file), file).toBe(false);
      expect(signInLater, file).not.toContain(file);
      expect(homeFiles.has(file), file).toBe(true);
    }
    // sonner (loaded on the first toast, src/lib/toast.ts).
    for (const file of chunksContaining('data-sonner-toaster')) {
      expect(authFiles.has(file), file).toBe(false);
      expect(homeFiles.has(file), file).toBe(false);
    }
    // zod (loaded on the first validation): no first or main screen builds its schemas before its first form is
    // sent (docs/performance.md#lighthouse). The chunks are read once, not once a screen.
    const zodFiles = chunksContaining('ZodError');
    for (const [screen, { modules }] of Object.entries(BUDGETED_SCREENS)) {
      const files = filesOf([...modules]);
      for (const file of zodFiles) expect(files.has(file), `${screen}: ${file}`).toBe(false);
    }
  });
});
