import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The web app's first request (apps/web/src/lib/auth.tsx): fetched with the page, credentials included as the
 * app's own fetch does, so the app's request is answered from it instead of waiting for the scripts to run.
 */
const SESSION_PRELOAD = '</api/v1/session>; rel=preload; as=fetch; crossorigin=use-credentials';

/**
 * The key of route-preloads.json for the scripts every page the router draws loads (the router); the painted
 * sign-in page preloads nothing (its own entry loads the app at the first input: prerendered-pages.ts).
 */
const EVERY_ROUTED_PAGE = '*';

/** A page's `Link` header. */
export type RoutePreloads = (page: string) => string | undefined;

/**
 * Per first page, its `Link` header: the session read and the scripts of its lazy route (`route-preloads.json`,
 * written by the web build: apps/web/scripts/route-preloads.ts), so the browser fetches them beside the entry.
 * Each page also names the router's own chunk.
 */
export function readRoutePreloads(webDist: string): RoutePreloads {
  const file = path.join(webDist, 'route-preloads.json');
  const pages = new Map<string, string[]>(
    existsSync(file)
      ? Object.entries(JSON.parse(readFileSync(file, 'utf8')) as Record<string, string[]>)
      : [],
  );
  const routed = pages.get(EVERY_ROUTED_PAGE) ?? [];
  pages.delete(EVERY_ROUTED_PAGE);
  const header = (scripts: string[]) =>
    scripts.length === 0
      ? undefined
      : [SESSION_PRELOAD, ...scripts.map((script) => `<${script}>; rel=modulepreload`)].join(', ');
  // Built once at start: a page's answer only picks its header.
  const drawn = new Map([...pages].map(([page, own]) => [page, header([...new Set([...routed, ...own])])]));
  // A route with a `:name` part (`/provider/:cleanerId`) stands for any one segment there; a page named in full
  // (`/provider/dashboard`) is matched first.
  const patterns = [...drawn]
    .filter(([page]) => page.includes('/:'))
    .map(([page, link]) => ({ test: routePattern(page), link }));
  const everyPage = header(routed);
  return (page) => {
    if (drawn.has(page)) return drawn.get(page);
    return patterns.find(({ test }) => test.test(page))?.link ?? everyPage;
  };
}

/** `/provider/:cleanerId` → a pattern of the paths it stands for (one segment of URL-safe characters). */
function routePattern(route: string): RegExp {
  const parts = route
    .split('/')
    .map((part) => (part.startsWith(':') ? '[\\w-]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return new RegExp(`^${parts.join('/')}$`);
}
