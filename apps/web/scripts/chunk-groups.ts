// Rolldown's code-splitting groups for the web build (decisions 032 and 038). Left to itself, Rolldown gives every
// set of routes that share a module its own chunk, so a cold load of the signed-in home fetched ~58 scripts, most
// of them 1–2 KB (an icon, a Radix helper, a small component), which Lighthouse's simulated HTTP/1.1 queues and
// which compress worse apart than together. The entry (main.tsx) loads one of two things: the painted sign-in
// screen on its own (app/sign-in-screen.tsx), or the app with React Router (app/routed-app.tsx). The groups:
// - `index`: the entry with everything it imports, plus whatever the sign-in screen shares with another screen or
//   with the routed app (the card, the button, the label and input, tailwind-merge, a few icons): either first
//   screen loads it, in one file; what only the sign-in screen uses stays in its own chunk;
// - `shell`: what only signed-in screens use from the shell (header, bottom navigation, notification bell) and
//   from the customer home (what the home shares with other signed-in screens), so a screen behind sign-in
//   loads it with the shell and no public screen ever does; `shell-public` what they share with a public
//   screen's lazy chunk (Radix helpers the sign-up form also uses).
// React Router and the route tree keep the routed app's own chunk; the main screens' modules go to the groups of
// screen-chunk-groups.ts, the others keep Rolldown's automatic chunks. The groups after `index` take their modules only (no dependencies), and no module of a group imports
// a later group's, so the chunks import each other without cycles.
import path from 'node:path';
import type { ChunkingContext, CodeSplittingGroup } from 'rolldown';
import { type Graph, TreeShakenGraph } from './module-graph.ts';
import { mainScreenChunkGroups } from './screen-chunk-groups.ts';

const SRC = path.resolve(import.meta.dirname, '../src');
const ENTRY = path.join(SRC, 'main.tsx');
/** The painted sign-in page's entry (decision 085), which loads main.tsx at the visitor's first input. */
const PAINTED_ENTRY = path.join(SRC, 'painted-entry.ts');
/** The two things the entry loads (decision 038): the painted sign-in page on its own, or the app's router. */
const SIGN_IN_HOST = path.join(SRC, 'app/sign-in-screen.tsx');
const ROUTED_APP = path.join(SRC, 'app/routed-app.tsx');
const ROUTER = path.join(SRC, 'app/router.tsx');
const APP_LAYOUT = path.join(SRC, 'app/app-layout.tsx');
const CUSTOMER_HOME = path.join(SRC, 'features/customer-home/routes/customer-home-page.tsx');
/** The router's lazy screens that do not sit inside the signed-in shell (src/app/router.tsx). */
const PUBLIC_SCREENS = [
  SIGN_IN_HOST,
  path.join(SRC, 'features/auth/routes/reset-password-page.tsx'),
  path.join(SRC, 'features/unsubscribe/routes/unsubscribe-page.tsx'),
  path.join(SRC, 'features/not-found/routes/not-found-page.tsx'),
];

export interface FirstScreenSets {
  /** What the painted sign-in page's entry imports: all it runs before the visitor's first input. */
  painted: Set<string>;
  index: Set<string>;
  shell: Set<string>;
  shellPublic: Set<string>;
  /** Every module a first screen's chunk holds (the entry's, the routed app's, the groups'). */
  taken: Set<string>;
  /** What the sign-in screen loads, then or later (the sign-up form), all without the router (decision 038). */
  signInLater: Set<string>;
}

/** Splits the module graph into the groups. */
export function firstScreenSets(graph: Graph): FirstScreenSets {
  const modules = new TreeShakenGraph(graph);
  const reachable = modules.reachable.bind(modules);
  const initial = reachable([ENTRY]);
  const routerInfo = graph.getModuleInfo(ROUTER);
  if (!routerInfo) throw new Error(`chunk-groups: ${ROUTER} is not in the module graph`);
  // Screens React Router mounts inside the signed-in shell: the layout and every lazy page that is not public.
  const signedInScreens = new Set(
    routerInfo.dynamicallyImportedIds.filter((id) => !PUBLIC_SCREENS.includes(id)),
  );
  if (!signedInScreens.has(APP_LAYOUT) || !signedInScreens.has(CUSTOMER_HOME)) {
    throw new Error('chunk-groups: the router no longer imports the shell or the customer home lazily');
  }
  // Everything a visitor can load without the shell: the entry, the public screens and what they import later.
  const publicModules = reachable([ENTRY], true, signedInScreens);
  const signInScreen = reachable([SIGN_IN_HOST]);
  const routedApp = reachable([ROUTED_APP]);
  const shellModules = reachable([APP_LAYOUT]);
  const homeModules = reachable([CUSTOMER_HOME]);
  const otherSignedIn = reachable(
    [...signedInScreens].filter((id) => id !== APP_LAYOUT && id !== CUSTOMER_HOME),
  );
  const otherScreens = reachable([...signedInScreens, ...PUBLIC_SCREENS.filter((id) => id !== SIGN_IN_HOST)]);

  // What the sign-in screen shares with any other screen (or the routed app) joins the entry's chunk; what only
  // it uses stays in its own chunk, where Rolldown puts it by itself.
  const index = new Set<string>();
  for (const id of signInScreen) {
    if (initial.has(id) || id === SIGN_IN_HOST) continue;
    if (routedApp.has(id) || otherScreens.has(id)) index.add(id);
  }

  const shell = new Set<string>();
  const shellPublic = new Set<string>();
  for (const id of new Set([...shellModules, ...homeModules])) {
    // The screens keep their own chunks (the manifest, and so the budget test, names them); what the routed app
    // imports stays with it.
    if (initial.has(id) || index.has(id) || signedInScreens.has(id) || routedApp.has(id)) continue;
    // Shared with a public screen's later chunk (the sign-up form's Radix radio group): one chunk of its own.
    if (publicModules.has(id)) shellPublic.add(id);
    // The home's own modules stay in its chunk; what it shares with other signed-in screens joins the shell.
    else if (shellModules.has(id) || otherSignedIn.has(id)) shell.add(id);
  }
  const painted = reachable([PAINTED_ENTRY]);
  painted.delete(PAINTED_ENTRY);
  return {
    painted,
    index,
    shell,
    shellPublic,
    taken: new Set([...initial, ...index, ...shell, ...shellPublic, ...routedApp]),
    signInLater: reachable([SIGN_IN_HOST], true),
  };
}

function groupSet(sets: FirstScreenSets, group: 'shell-public' | 'shell'): Set<string> {
  return group === 'shell' ? sets.shell : sets.shellPublic;
}

/** `build.rolldownOptions.output.codeSplitting.groups` for vite.config.ts. */
export function firstScreenChunkGroups(): CodeSplittingGroup[] {
  let sets: FirstScreenSets | undefined;
  const setsOf = (ctx: ChunkingContext) => {
    sets ??= firstScreenSets(ctx);
    return sets;
  };
  return [
    {
      // Ahead of `index`, which would otherwise take these with the entry's other dependencies: the painted page's
      // first script must not fetch the app (main.tsx imports this chunk too).
      name: (id, ctx) => (setsOf(ctx).painted.has(id) ? 'painted' : null),
      debugName: 'painted',
      priority: 1,
      includeDependenciesRecursively: false,
    },
    {
      // With its dependencies, like Rolldown's own `$initial` group, and the shared first-screen modules.
      name: (id, ctx) => (id === ENTRY || setsOf(ctx).index.has(id) ? 'index' : null),
      debugName: 'index',
    },
    ...(['shell-public', 'shell'] as const).map(
      (group): CodeSplittingGroup => ({
        name: (id, ctx) => (groupSet(setsOf(ctx), group).has(id) ? group : null),
        debugName: group,
        includeDependenciesRecursively: false,
      }),
    ),
    // Then the main screens' (screen-chunk-groups.ts).
    mainScreenChunkGroups((ctx) => setsOf(ctx as ChunkingContext)),
  ];
}
