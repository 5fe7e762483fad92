type SideMenusModule = typeof import('./side-menus');

/**
 * The side menus' chunk (the sheet and, from 1024 px, the desktop side navigation: side-menus.tsx), loaded once.
 * Once it is in, a SideMenu mounted after draws it at once, without suspending: the painted page shows the
 * desktop side navigation, and the app's first render over it must too (decision 086). The chunk's import is
 * side-menu.tsx's, registered here when the shell loads: imported from here, in the entry's chunk, it would be
 * a chunk the entry can load without the router, and the bundler would split React Router out of the routed
 * app's chunk for it (one more script on every signed-in screen).
 */
let importSideMenus: (() => Promise<SideMenusModule>) | undefined;
let loaded: SideMenusModule | undefined;

export function registerSideMenus(load: () => Promise<SideMenusModule>) {
  importSideMenus = load;
}

export const loadedSideMenus = () => loaded;

/** The chunk, once the shell has registered it (nothing before: there is no menu to draw yet). */
export async function loadSideMenus(): Promise<SideMenusModule | undefined> {
  loaded ??= await importSideMenus?.();
  return loaded;
}
