import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { BUDGETED_SCREENS, PAINTED_ENTRY, readManifest, routeFiles } from './route-bundle.ts';

/** The file the API reads at start (apps/api/src/plugins/route-preloads.ts): page path → its own scripts. */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json';
/**
 * The painted sign-in page's entry and what it imports, which the API puts in place of index.html's scripts
 * (apps/api/src/plugins/prerendered-documents.ts, decision 085).
 */
export const PAINTED_ENTRY_FILE = 'painted-entry.json';

/**
 * The router's other pages that a budgeted `:name` route's path would also match (`/provider/schedule` by
 * `/provider/:cleanerId`): the router draws them, not that screen (its static paths win, src/app/route-access.ts),
 * so they are named here with no scripts of their own, or the server would preload a cleaner's public profile
 * with a cleaner's schedule. production-build.test.ts holds this list to the route table.
 */
export const ROUTER_ONLY_PAGES: readonly string[] = [
  '/provider/schedule',
  '/provider/jobs',
  '/provider/profile',
  '/provider/wallet',
  '/provider/complete-profile',
  '/provider/service-standards',
];

/**
 * Pages whose own scripts the server names with the page: every budgeted screen, by its route's path (a `:name`
 * part stands for any one segment); `/` shows the sign-in screen too (src/app/router.tsx). `*` is what every page
 * the router draws needs (apps/api/src/plugins/route-preloads.ts adds it to every page; the painted sign-in page
 * goes out with its own entry and no preloads: decision 085).
 */
const PRELOADED_PAGES: Record<string, readonly string[]> = {
  '*': ['src/app/routed-app.tsx'],
  '/': BUDGETED_SCREENS['/auth'].modules,
  ...Object.fromEntries(Object.entries(BUDGETED_SCREENS).map(([page, { modules }]) => [page, modules])),
  ...Object.fromEntries(ROUTER_ONLY_PAGES.map((page) => [page, []])),
};

/**
 * Writes, per first page, the scripts its lazy route needs beyond the entry's (index.html already names those).
 * The API sends them as `Link: <…>; rel=modulepreload` with the page, so the browser fetches them beside the
 * entry instead of after it has run (Lighthouse: the first screens' LCP was mostly this wait). A header, because
 * the CSP refuses the inline script that could otherwise choose them in the page.
 */
export function routePreloadsPlugin(): Plugin {
  let outDir = 'dist';
  return {
    name: 'limpa-route-preloads',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const manifest = readManifest(outDir);
      const entryFiles = new Set(routeFiles(manifest, []));
      const pages = Object.fromEntries(
        Object.entries(PRELOADED_PAGES).map(([page, modules]) => [
          page,
          routeFiles(manifest, [...modules])
            .filter((file) => !entryFiles.has(file))
            .map((file) => `/${file}`),
        ]),
      );
      writeFileSync(path.join(outDir, ROUTE_PRELOADS_FILE), JSON.stringify(pages));
      const [script, ...imports] = routeFiles(manifest, [], PAINTED_ENTRY).map((file) => `/${file}`);
      writeFileSync(path.join(outDir, PAINTED_ENTRY_FILE), JSON.stringify({ script, imports }));
    },
  };
}
