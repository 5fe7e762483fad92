import './fonts.css';
import './index.css';
import { type ReactNode, startTransition } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { forgetLoadFailure, openOnce, recoverFromLoadFailure } from './app/app-start';
import { appTree } from './app/app-tree';
import { captureInstallPrompt } from './app/install-offer';
import {
  adoptPaintedTitle,
  discardPrerender,
  isPaintedSignedInPage,
  planFirstRender,
} from './app/painted-root';
import { registerServiceWorkerOnLoad } from './app/service-worker';
import { loadSideMenus } from './app/side-menus-loader';
import { fetchSession, type Session } from './lib/auth';
import { i18n, i18nReady } from './lib/i18n';
import { shareStoredLocale } from './lib/locale';
import type { PaintedAnswers } from './lib/painted-answers';
import { shareTimeZone } from './lib/time-zone-cookie';
import { DESKTOP_MEDIA_QUERY } from './lib/use-media-query';

captureInstallPrompt();
shareStoredLocale();
shareTimeZone();
registerServiceWorkerOnLoad();

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root');
let reactRoot: Root | undefined;

let shown: ReactNode = null;
let screens = 0;
/**
 * Draws a screen, with the progress bar while the next one loads; the providers (and so the query cache with the
 * session) stay when the screen changes. Each new screen's first commit releases the root (app/painted-root.ts).
 * `hydrate`: the first screen is the painted sign-in page, which React takes over as it is (decision 085).
 */
function render(
  screen: ReactNode,
  { loadingNext = false, session, painted, hydrate = false }: RenderOptions = {},
) {
  if (screen !== shown) {
    shown = screen;
    screens += 1;
  }
  const tree = appTree(screen, { loadingNext, session, painted, root, screen: screens });
  if (!reactRoot && hydrate) {
    adoptPaintedTitle(document);
    reactRoot = hydrateRoot(root as Element, tree, {
      onRecoverableError: (error, info) => console.error('[hydration]', error, info.componentStack),
    });
    return;
  }
  reactRoot ??= createRoot(root as Element);
  reactRoot.render(tree);
}

interface RenderOptions {
  loadingNext?: boolean;
  session?: Session | null;
  painted?: PaintedAnswers;
  hydrate?: boolean;
}

const loadRoutedApp = () => import('./app/routed-app');
// In the visitor's language once its strings are in (English if they cannot load either).
const loadFailed = () =>
  void i18nReady
    .catch(() => {})
    .then(() =>
      recoverFromLoadFailure(root, {
        message: i18n.t('errors.routeDescription'),
        reload: i18n.t('errors.reload'),
      }),
    );

/**
 * The app with React Router, started where the sign-in page is and moved to `to`: as inside the app, the address
 * bar changes once the next page's modules are in, and that page is drawn then. The sign-in page stays up until
 * then, with the progress bar, and takes no more input (no second sign-in).
 */
async function openRoutedApp(to: string, { replace }: { replace: boolean }) {
  root?.setAttribute('inert', '');
  render(shown, { loadingNext: true });
  const { startRoutedApp } = await loadRoutedApp();
  const { app, ready, navigate } = startRoutedApp();
  await ready;
  await navigate(to, { replace });
  startTransition(() => render(app));
}

// The server may have painted the sign-in page (decision 036): then this module loads at the visitor's first
// input (painted-entry.ts, decision 085), the page runs on its own, and React Router with the rest of the app
// loads only when the visitor leaves it (decision 038, app/sign-in-screen.tsx). It may have
// painted a customer's home with their data (decision 086), which loads this module at the first input too: the
// app reads the session first and seeds its cache with the answers the page was drawn from, so that its first
// commit draws the same page over it, not the spinner that waits for the session or the skeletons.
const plan = planFirstRender(root, i18n.language);
const paintedSignedIn = isPaintedSignedInPage(root);
if (plan === 'discard') discardPrerender(root);
if (plan === 'none' || paintedSignedIn) {
  const takeOver = plan === 'take-over';
  const session = takeOver ? fetchSession().catch(() => undefined) : undefined;
  const warm = takeOver ? import('./app/warm-first-render') : undefined;
  void Promise.all([loadRoutedApp(), i18nReady.catch(() => {}), session, warm]).then(
    async ([{ startRoutedApp }, , session, warmed]) => {
      forgetLoadFailure();
      const { app, ready } = startRoutedApp();
      // At once, not as a transition as over a painted page (below): Chromium reports no Largest Contentful Paint
      // for a first screen React commits from a transition over an empty root (docs/performance.md#lighthouse).
      if (!takeOver) return render(app);
      await ready;
      // The painted page shows the desktop side navigation from 1024 px: the first render draws it too, not a gap
      // while its chunk loads (app/side-menus-loader.ts; the shell, just loaded, registered it).
      if (window.matchMedia?.(DESKTOP_MEDIA_QUERY).matches) await loadSideMenus().catch(() => undefined);
      await warmed?.warmFirstRender();
      const painted = warmed?.paintedAnswers(document, session?.user.id);
      startTransition(() => render(app, { session, painted }));
    },
    loadFailed,
  );
} else {
  // Should the app's chunk not load (offline after a deploy), the browser loads the page itself.
  const openApp = openOnce(openRoutedApp, (to) => window.location.assign(to));
  // A Portuguese or French first visit waits for its language's chunk, so no English flashes first; the painted
  // page also waits for the screen's module, so that React's first commit draws the same page over it.
  void Promise.all([import('./app/sign-in-screen'), i18nReady.catch(() => {})]).then(([{ SignInScreen }]) => {
    forgetLoadFailure();
    const screen = (
      <SignInScreen
        searchParams={new URLSearchParams(window.location.search)}
        openApp={openApp}
        preloadApp={() => void loadRoutedApp().catch(() => {})}
      />
    );
    // A painted page is hydrated: React adopts its elements as they are, so what was typed before the app had
    // loaded stays, and what was pressed is handed over once it is live (app/held-input.ts).
    render(screen, { hydrate: plan === 'take-over' });
  }, loadFailed);
}
