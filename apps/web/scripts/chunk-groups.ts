// Rolldown's code-splitting groups for the web build (decision 032). Left to itself, Rolldown gives every set of
// routes that share a module its own chunk, so a cold load of the signed-in home fetched ~58 scripts, most of
// them 1–2 KB (an icon, a Radix helper, a small component), which Lighthouse's simulated HTTP/1.1 queues and
// which compress worse apart than together. The groups:
// - `index`: everything the entry imports statically (one file instead of ten; the entry needs all of it);
// - `first-screens`: what the sign-in screen shares with the signed-in shell or the customer home (the card,
//   a few icons): `/auth` and every signed-in screen load it;
// - `sign-in`, `form-kit`, `common`: the rest of what the sign-in screen needs (22 files → 7), split by how
//   many signed-in screens share each module (≤ 3: the sign-in form's pieces, the password field, the language
//   picker; up to 13: label, input, tabs; more: Radix's presence and state helpers). A screen that uses one
//   module of a group loads all of it, which costs some signed-in screens a few KB (decision 032);
// - `shell`: what only signed-in screens use from the shell (header, bottom navigation, notification bell) and
//   from the customer home (what the home shares with other signed-in screens), so a screen behind sign-in
//   loads it with the shell and no public screen ever does; `shell-public` what they share with a public
//   screen's lazy chunk (Radix helpers the sign-up form also uses).
// Other modules keep Rolldown's automatic chunks. The groups take their modules only (no dependencies), and no
// module of a group imports a later group's, so the chunks import each other without cycles.
import path from 'node:path';
import type { ChunkingContext, CodeSplittingGroup } from 'rolldown';
import { type Graph, TreeShakenGraph } from './module-graph.ts';

const SRC = path.resolve(import.meta.dirname, '../src');
const ENTRY = path.join(SRC, 'main.tsx');
const ROUTER = path.join(SRC, 'app/router.tsx');
const APP_LAYOUT = path.join(SRC, 'app/app-layout.tsx');
const SIGN_IN_SCREEN = path.join(SRC, 'features/auth/routes/auth-page.tsx');
const CUSTOMER_HOME = path.join(SRC, 'features/customer-home/routes/customer-home-page.tsx');
/** The router's lazy screens that do not sit inside the signed-in shell (src/app/router.tsx). */
const PUBLIC_SCREENS = [
  SIGN_IN_SCREEN,
  path.join(SRC, 'features/auth/routes/reset-password-page.tsx'),
  path.join(SRC, 'features/unsubscribe/routes/unsubscribe-page.tsx'),
  path.join(SRC, 'features/not-found/routes/not-found-page.tsx'),
];

/** Signed-in screens sharing a module: up to FEW it joins `sign-in`, below MANY `form-kit`, else `common`. */
const FEW_SCREENS = 3;
const MANY_SCREENS = 14;

export interface FirstScreenSets {
  firstScreens: Set<string>;
  signIn: Set<string>;
  formKit: Set<string>;
  common: Set<string>;
  shell: Set<string>;
  shellPublic: Set<string>;
}

/** Splits the module graph into the groups (the `index` group is Rolldown's own `$initial` tag). */
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
  const signInScreen = reachable([SIGN_IN_SCREEN]);
  const shellModules = reachable([APP_LAYOUT]);
  const homeModules = reachable([CUSTOMER_HOME]);
  const otherSignedIn = reachable(
    [...signedInScreens].filter((id) => id !== APP_LAYOUT && id !== CUSTOMER_HOME),
  );

  const firstScreens = new Set<string>();
  const shell = new Set<string>();
  const shellPublic = new Set<string>();
  for (const id of new Set([...shellModules, ...homeModules])) {
    // The screens keep their own chunks (the manifest, and so the budget test, names them).
    if (initial.has(id) || signedInScreens.has(id)) continue;
    if (signInScreen.has(id)) firstScreens.add(id);
    // Shared with a public screen's later chunk (the sign-up form's Radix radio group): one chunk of its own.
    else if (publicModules.has(id)) shellPublic.add(id);
    // The home's own modules stay in its chunk; what it shares with other signed-in screens joins the shell.
    else if (shellModules.has(id) || otherSignedIn.has(id)) shell.add(id);
  }
  // The rest of what the sign-in screen needs, by how many signed-in screens also use each module.
  const signedInClosures = [...signedInScreens].map((root) => reachable([root]));
  const signIn = new Set<string>();
  const formKit = new Set<string>();
  const common = new Set<string>();
  for (const id of signInScreen) {
    if (initial.has(id) || firstScreens.has(id) || id === SIGN_IN_SCREEN) continue;
    const users = signedInClosures.filter((closure) => closure.has(id)).length;
    (users <= FEW_SCREENS ? signIn : users < MANY_SCREENS ? formKit : common).add(id);
  }
  return { firstScreens, signIn, formKit, common, shell, shellPublic };
}

/** `build.rolldownOptions.output.codeSplitting.groups` for vite.config.ts. */
export function firstScreenChunkGroups(): CodeSplittingGroup[] {
  let sets: FirstScreenSets | undefined;
  const setsOf = (ctx: ChunkingContext) => {
    sets ??= firstScreenSets(ctx);
    return sets;
  };
  return [
    { name: 'index', tags: ['$initial'] },
    {
      name: (id, ctx) => (setsOf(ctx).firstScreens.has(id) ? 'first-screens' : null),
      debugName: 'first-screens',
      includeDependenciesRecursively: false,
    },
    {
      name: (id, ctx) => (setsOf(ctx).signIn.has(id) ? 'sign-in' : null),
      debugName: 'sign-in',
      includeDependenciesRecursively: false,
    },
    {
      name: (id, ctx) => (setsOf(ctx).formKit.has(id) ? 'form-kit' : null),
      debugName: 'form-kit',
      includeDependenciesRecursively: false,
    },
    {
      name: (id, ctx) => (setsOf(ctx).common.has(id) ? 'common' : null),
      debugName: 'common',
      includeDependenciesRecursively: false,
    },
    {
      name: (id, ctx) => (setsOf(ctx).shellPublic.has(id) ? 'shell-public' : null),
      debugName: 'shell-public',
      includeDependenciesRecursively: false,
    },
    {
      name: (id, ctx) => (setsOf(ctx).shell.has(id) ? 'shell' : null),
      debugName: 'shell',
      includeDependenciesRecursively: false,
    },
  ];
}
