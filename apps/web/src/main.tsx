import './fonts.css';
import './index.css';
import { type ReactNode, StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { captureInstallPrompt } from './app/install-prompt';
import { discardPrerender, planFirstRender, ReleaseRoot } from './app/prerendered';
import { AppProviders } from './app/providers';
import { i18n, i18nReady } from './lib/i18n';
import { shareStoredLocale } from './lib/locale';

captureInstallPrompt();
shareStoredLocale();
// The service worker (/sw.js) registers once the page has loaded, and updates itself; the module that registers
// it loads then too, not with the first screen.
window.addEventListener(
  'load',
  () => void import('virtual:pwa-register').then(({ registerSW }) => registerSW({ immediate: true })),
  { once: true },
);

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root');
const reactRoot = createRoot(root);

/** Draws a screen; the providers (and so the query cache with the session) stay when the screen changes. */
function render(screen: ReactNode) {
  reactRoot.render(
    <StrictMode>
      <AppProviders>{screen}</AppProviders>
      <ReleaseRoot root={root as Element} />
    </StrictMode>,
  );
}

const loadRoutedApp = () => import('./app/routed-app');

/** The app with React Router from the page the address bar shows, drawn once its first page's module is in. */
async function openApp(to: string, { replace }: { replace: boolean }) {
  window.history[replace ? 'replaceState' : 'pushState'](null, '', to);
  const { startRoutedApp } = await loadRoutedApp();
  const { app, ready } = startRoutedApp();
  await ready;
  // In a transition, the sign-in page stays up until the next page can be drawn in its place.
  startTransition(() => render(app));
}

// The server may have painted the sign-in page (decision 036): then it runs on its own, and React Router with
// the rest of the app loads only when the visitor leaves it (decision 038, app/sign-in-screen.tsx).
const plan = planFirstRender(root, i18n.language);
if (plan === 'none') {
  void Promise.all([loadRoutedApp(), i18nReady.catch(() => {})]).then(([{ startRoutedApp }]) =>
    render(startRoutedApp().app),
  );
} else {
  if (plan === 'discard') discardPrerender(root);
  // A Portuguese or French first visit waits for its language's chunk, so no English flashes first; the painted
  // page also waits for the screen's module, so that React's first commit draws the same page over it.
  void Promise.all([import('./app/sign-in-screen'), i18nReady.catch(() => {})]).then(([{ SignInScreen }]) => {
    const screen = (
      <SignInScreen
        searchParams={new URLSearchParams(window.location.search)}
        openApp={(to, options) =>
          // Should the app's chunk not load (offline after a deploy), the browser loads the page itself.
          void openApp(to, options).catch(() => window.location.assign(to))
        }
        preloadApp={() => void loadRoutedApp()}
      />
    );
    // Over a painted page, React renders in small slices between which the browser stays responsive (one long
    // render task was most of the page's blocking time); its commit swaps the markup in one step.
    if (plan === 'take-over') startTransition(() => render(screen));
    else render(screen);
  });
}
