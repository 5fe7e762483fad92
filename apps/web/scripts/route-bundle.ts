// The JavaScript a screen makes the browser download on a cold load, read from the web build's Vite manifest:
// the entry chunk with everything it imports statically, plus the screen's own lazy chunk and its static imports.
// Gzip size at level 9 is deterministic, so a budget on it can fail a build (timings cannot).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { MAIN_SCREENS } from './screen-chunk-groups.ts';

export const WEB_DIST = path.resolve(import.meta.dirname, '../dist');

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export function readManifest(dist = WEB_DIST): Manifest {
  return JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
}

/** The app's entry (index.html's script); the painted sign-in page has its own (PAINTED_ENTRY). */
const APP_ENTRY = 'index.html';
/** The painted sign-in page's entry (src/painted-entry.ts, decision 085): all it runs before a first input. */
export const PAINTED_ENTRY = 'src/painted-entry.ts';
/**
 * What the painted sign-in page runs before the visitor's first input, gzipped: the entry and the modules it
 * imports (holding input, the service worker's registration, the install offer). The app is not in it.
 */
export const PAINTED_ENTRY_BUDGET_KB = 4;

/** Files (relative to dist) a cold load of the given route modules fetches, `entry` first. */
export function routeFiles(manifest: Manifest, routeModules: string[], entry = APP_ENTRY): string[] {
  if (!manifest[entry]?.isEntry) throw new Error(`The Vite manifest has no entry chunk ${entry}`);
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`No chunk ${key} in the Vite manifest (was the route module renamed?)`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of [entry, ...routeModules]) visit(key);
  return [...seen].map((key) => manifest[key]?.file ?? key).filter((file) => file.endsWith('.js'));
}

export interface RouteBundle {
  files: { file: string; gzipBytes: number }[];
  gzipBytes: number;
}

export function routeBundle(routeModules: string[], dist = WEB_DIST, entry = APP_ENTRY): RouteBundle {
  const files = routeFiles(readManifest(dist), routeModules, entry).map((file) => ({
    file,
    gzipBytes: gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length,
  }));
  return { files, gzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0) };
}

/** What every screen drawn inside the signed-in shell loads first: the router, then the layout. */
const SIGNED_IN_SHELL = ['src/app/routed-app.tsx', 'src/app/app-layout.tsx'] as const;

/** A main screen's budget: the shell, then its route module (screen-chunk-groups.ts), in at most 13 files. */
const mainScreen = (name: keyof typeof MAIN_SCREENS, budgetKb: number) =>
  ({ modules: [...SIGNED_IN_SHELL, MAIN_SCREENS[name].module], budgetKb, maxFiles: 13 }) as const;

/**
 * The screens with a budget, by the modules the entry loads for them (main.tsx, src/app/router.tsx): the first
 * screens, and the main screens of screen-chunk-groups.ts (issue 36; Lighthouse scores the same eight).
 * The budgets were issue 18's (120 and 170 KB); /auth's is 121 KB since a suspended account is offered the
 * contact page; the home's is 174 KB since five screens joined the route table, then the desktop navigation and
 * the home's search form, then Help, the support queue and the service catalogue, then the trust rules' gate and
 * queues came; 172 KB since zod's schemas and the contracts' other modules stopped riding along with the
 * constants a screen imports (their packages are free of side effects). The main screens' budgets are what they
 * measured when they were set, rounded up to the next KB. Each took 1–2 KB and one file more when the painted
 * sign-in page got its own entry (decision 085): the modules it runs before the first input are one small chunk
 * the app imports too (a phone's sign-in page went from 121 KB run at load to 3 KB). The search's and the profile's
 * took 1 KB more (they were within 0.1 KB of it) when the app learned to take the painted home over with its
 * desktop navigation drawn (decision 086: the side menus' loader in the entry's chunk); then every budget 1 KB (each
 * grew 0.1–0.5 KB) for what the painted pages carry before the app (the clock moved on without Intl) and what the
 * app does with their answers (a "not found" kept as the app's own error), decision 086.
 * docs/performance.md says why and what would win each back: lower them as the screens shrink, never raise them
 * without a reason in that file.
 * `maxFiles` keeps the chunk groups (scripts/chunk-groups.ts) from coming apart into many small requests.
 */
export const BUDGETED_SCREENS = {
  // The painted sign-in page, drawn without React Router (decision 038).
  '/auth': { modules: ['src/app/sign-in-screen.tsx'], budgetKb: 123, maxFiles: 8 },
  '/customer/dashboard': {
    modules: [...SIGNED_IN_SHELL, 'src/features/customer-home/routes/customer-home-page.tsx'],
    budgetKb: 175,
    maxFiles: 9,
  },
  '/customer/book': mainScreen('book', 224),
  '/customer/find-cleaners': mainScreen('findCleaners', 203),
  '/provider/:cleanerId': mainScreen('cleanerDetail', 205),
  '/provider/dashboard': mainScreen('cleanerDashboard', 202),
  '/provider/portal': mainScreen('cleanerPortal', 208),
  '/admin/bookings': mainScreen('adminBookings', 227),
} as const;
