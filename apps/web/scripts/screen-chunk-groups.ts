// The main screens' chunk groups (issue 36, docs/performance.md#lighthouse). Past the first screens
// (chunk-groups.ts), Rolldown gives every set of screens sharing a module its own chunk, so a cold load of the
// booking wizard fetched 55 scripts and the cleaner portal 57, most of them 1–2 KB: on a phone's connection each
// costs a round trip, and Lighthouse's simulated HTTP/1.1 queues them six at a time. Here every module the main
// screens import (and the first screens' groups do not hold) goes to one chunk by who needs it:
// - `screen-<name>`: one main screen only (other, rarer screens that share it load that chunk too);
// - `<audience>-screens`: several main screens of one kind of person (customers, cleaners);
// - `screens-shared`: main screens of several kinds;
// - `sign-in-shared`: what they share with the sign-in screen's later chunks (the sign-up form's dialog and
//   fields), which load without the router (decision 038) and so must not fetch a group that imports it.
// A module imports only modules at least as widely needed (what imports it reaches them too), so a chunk imports
// only its own group or a more shared one: no cycles between chunks. The same holds of `sign-in-shared`, as
// what the sign-in screen loads imports only what it loads.
import path from 'node:path';
import type { CodeSplittingGroup } from 'rolldown';
import type { Graph } from './module-graph.ts';
import { TreeShakenGraph } from './module-graph.ts';

const SRC = path.resolve(import.meta.dirname, '../src');

/** The screens each kind of person opens most (the ones Lighthouse scores), by their route module. */
export const MAIN_SCREENS = {
  book: { module: 'src/features/booking-wizard/routes/book-page.tsx', audience: 'customer' },
  findCleaners: { module: 'src/features/cleaners/routes/find-cleaners-page.tsx', audience: 'customer' },
  cleanerDetail: { module: 'src/features/cleaners/routes/cleaner-detail-page.tsx', audience: 'customer' },
  cleanerDashboard: {
    module: 'src/features/cleaner-dashboard/routes/cleaner-dashboard-page.tsx',
    audience: 'cleaner',
  },
  cleanerPortal: {
    module: 'src/features/cleaner-portal/routes/cleaner-portal-page.tsx',
    audience: 'cleaner',
  },
  adminBookings: {
    module: 'src/features/admin-operations/routes/admin-bookings-page.tsx',
    audience: 'admin',
  },
} as const;
type ScreenName = keyof typeof MAIN_SCREENS;

const absolute = (module: string) => path.join(SRC, '..', module);

/** Module id → its group's name, for the modules the main screens import beyond `taken`. */
export function screenGroupOf(
  graph: Graph,
  { taken, signInLater }: { taken: ReadonlySet<string>; signInLater: ReadonlySet<string> },
): Map<string, string> {
  const modules = new TreeShakenGraph(graph);
  const screenIds = new Set(Object.values(MAIN_SCREENS).map(({ module }) => absolute(module)));
  const neededBy = new Map<string, ScreenName[]>();
  for (const [name, { module }] of Object.entries(MAIN_SCREENS) as [ScreenName, { module: string }][]) {
    for (const id of modules.reachable([absolute(module)])) {
      // A screen's own module keeps its chunk (the manifest, and so the budget test, names it).
      if (taken.has(id) || screenIds.has(id)) continue;
      neededBy.set(id, [...(neededBy.get(id) ?? []), name]);
    }
  }
  // The modules the tree-shaken graph steps over (a package's index that only re-exports, as
  // react-remove-scroll's): Rolldown keeps each as a module of its own, importing what it re-exports, so left
  // to an automatic chunk it would import back into the group that imports it. Each joins its importers when
  // they are all in these groups (one a first screen imports too stays out, or that screen would load a group).
  const importersGrouped = (id: string) =>
    (graph.getModuleInfo(id)?.importers ?? []).every((importer) => neededBy.has(importer));
  // What the sign-in screen's chunks import stays on their side (`sign-in-shared`), stepped-over modules too.
  const signInSide = new Set(signInLater);
  let added = true;
  while (added) {
    added = false;
    for (const [id, screens] of [...neededBy]) {
      for (const imported of graph.getModuleInfo(id)?.importedIds ?? []) {
        if (taken.has(imported) || screenIds.has(imported) || !importersGrouped(imported)) continue;
        const known = neededBy.get(imported) ?? [];
        const more = screens.filter((name) => !known.includes(name));
        if (more.length > 0) {
          neededBy.set(imported, [...known, ...more]);
          added = true;
        }
        if (signInSide.has(id) && !signInSide.has(imported)) {
          signInSide.add(imported);
          added = true;
        }
      }
    }
  }
  const groups = new Map<string, string>();
  for (const [id, screens] of neededBy) {
    const audiences = new Set(screens.map((name) => MAIN_SCREENS[name].audience));
    groups.set(
      id,
      signInSide.has(id)
        ? 'sign-in-shared'
        : screens.length === 1
          ? `screen-${screens[0]}`
          : audiences.size === 1
            ? `${[...audiences][0]}-screens`
            : 'screens-shared',
    );
  }
  return groups;
}

/** The groups for `codeSplitting.groups`, after the first screens' (`setsOf` says what those hold). */
export function mainScreenChunkGroups(
  setsOf: (graph: Graph) => { taken: ReadonlySet<string>; signInLater: ReadonlySet<string> },
): CodeSplittingGroup {
  let groups: Map<string, string> | undefined;
  return {
    name: (id, ctx) => {
      groups ??= screenGroupOf(ctx, setsOf(ctx));
      return groups.get(id) ?? null;
    },
    includeDependenciesRecursively: false,
  };
}
