import './fonts.css';
import './index.css';
import { registerSW } from 'virtual:pwa-register';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { captureInstallPrompt } from './app/install-prompt';
import {
  discardPrerender,
  PrerenderedContext,
  planFirstRender,
  ReleaseRoot,
  whenRouterReady,
} from './app/prerendered';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { i18n, i18nReady } from './lib/i18n';
import { shareStoredLocale } from './lib/locale';

captureInstallPrompt();
shareStoredLocale();
// The service worker (/sw.js) registers on page load and updates itself.
registerSW({ immediate: false });

const router = createAppRouter();
const root = document.getElementById('root');
if (!root) throw new Error('Missing #root');

// The server may have painted the sign-in page already (decision 036, app/prerendered.tsx).
const plan = planFirstRender(root, i18n.language);
if (plan === 'discard') discardPrerender(root);
// A Portuguese or French first visit waits for its language's chunk, so no English flashes first; a painted page
// also waits for its route's module, so that React's first commit draws the same page over it.
const ready = plan === 'take-over' ? Promise.all([i18nReady, whenRouterReady(router)]) : i18nReady;

void ready.finally(() => {
  const reactRoot = createRoot(root);
  const app = (
    <StrictMode>
      <PrerenderedContext value={plan !== 'none'}>
        <AppProviders>
          <RouterProvider router={router} />
        </AppProviders>
      </PrerenderedContext>
      <ReleaseRoot root={root} />
    </StrictMode>
  );
  // Over a painted page, React renders in small slices between which the browser stays responsive (one long
  // render task was most of the page's blocking time); its commit swaps the markup in one step.
  if (plan === 'take-over') startTransition(() => reactRoot.render(app));
  else reactRoot.render(app);
});
