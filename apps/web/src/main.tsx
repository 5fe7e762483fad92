import './fonts.css';
import './index.css';
import type { QueryKey } from '@tanstack/react-query';
import { type ReactNode, StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { forgetLoadFailure, openOnce, recoverFromLoadFailure } from './app/app-start';
import { captureInstallPrompt } from './app/install-prompt';
import { discardPrerender, isPaintedHome, planFirstRender, ReleaseRoot } from './app/prerendered';
import { ProgressBar } from './app/progress-bar';
import { AppProviders } from './app/providers';
import { fetchSession, type Session } from './lib/auth';
import { i18n, i18nReady } from './lib/i18n';
import { shareStoredLocale } from './lib/locale';

captureInstallPrompt();
shareStoredLocale();
// The service worker (/sw.js) registers once the page has loaded, and updates itself; the module that registers
// it loads then too, not with the first screen. Offline, it registers on a later visit.
window.addEventListener(
  'load',
  () =>
    void import('virtual:pwa-register').then(
      ({ registerSW }) => registerSW({ immediate: true }),
      () => {},
    ),
  { once: true },
);

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root');
const reactRoot = createRoot(root);

let shown: ReactNode = null;
let screens = 0;
/**
 * Draws a screen, with the progress bar while the next one loads; the providers (and so the query cache with the
 * session) stay when the screen changes. Each new screen's first commit releases the root (app/prerendered.tsx).
 */
function render(
  screen: ReactNode,
  loadingNext = false,
  session?: Session | null,
  queryData?: [QueryKey, unknown][],
) {
  if (screen !== shown) {
    shown = screen;
    screens += 1;
  }
  reactRoot.render(
    <StrictMode>
      <AppProviders session={session} queryData={queryData}>
        {screen}
        {loadingNext ? <ProgressBar /> : null}
      </AppProviders>
      <ReleaseRoot key={screens} root={root as Element} />
    </StrictMode>,
  );
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
  render(shown, true);
  const { startRoutedApp } = await loadRoutedApp();
  const { app, ready, navigate } = startRoutedApp();
  await ready;
  await navigate(to, { replace });
  startTransition(() => render(app));
}

// The server may have painted the sign-in page (decision 036): then it runs on its own, and React Router with
// the rest of the app loads only when the visitor leaves it (decision 038, app/sign-in-screen.tsx). It may have
// painted a customer's home (decision 039): the app reads the session first, so that its first commit draws
// the same page over it, not the spinner that waits for the session.
const plan = planFirstRender(root, i18n.language);
const paintedHome = isPaintedHome(root);
if (plan === 'discard') discardPrerender(root);
if (plan === 'none' || paintedHome) {
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
      await warmed?.warmFirstRender();
      const painted = warmed?.paintedQueryData(document, session?.user.id);
      startTransition(() => render(app, false, session, painted));
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
    // Over a painted page, React renders in small slices between which the browser stays responsive (one long
    // render task was most of the page's blocking time); its commit swaps the markup in one step.
    if (plan === 'take-over') startTransition(() => render(screen));
    else render(screen);
  }, loadFailed);
}
