import { recoverFromLoadFailure } from './app/app-start';
import { holdInputUntilLive } from './app/held-input';
import { captureInstallPrompt } from './app/install-offer';
import { tickPaintedClock } from './app/painted-clock';
import { planFirstRender } from './app/painted-root';
import { registerServiceWorkerOnLoad } from './app/service-worker';
import { initialLocale, shareStoredLocale } from './lib/locale';

/**
 * The painted pages' only script (the sign-in page, decision 085; a customer's home, decision 086: the API puts
 * it in place of main.tsx's). The page is already drawn and takes typing: the app (main.tsx) loads at the
 * visitor's first input, not before, so a phone spends nothing on it until someone uses the page. Painted in another language than this device
 * keeps (a choice the server did not see), the app loads at once to redraw it in that one.
 */
captureInstallPrompt();
shareStoredLocale();
registerServiceWorkerOnLoad();

const root = document.getElementById('root');
// Should the app not load (offline after a deploy), the page reloads once, then says so in its own language
// (the server writes the two texts on the root).
let started = false;
const startApp = () => {
  if (started) return;
  started = true;
  void import('./main').catch(() => {
    if (!root) return;
    recoverFromLoadFailure(root, {
      message: root.getAttribute('data-load-failed') ?? '',
      reload: root.getAttribute('data-reload') ?? '',
    });
  });
};

const plan = root ? planFirstRender(root, initialLocale()) : 'none';
if (plan === 'take-over') {
  holdInputUntilLive(startApp);
  // A signed-in page's clock, painted in the visitor's zone, keeps time until the app draws its own.
  tickPaintedClock(document, startApp);
} else {
  // Painted in another language than this device keeps: the app redraws it at once, so nothing may be typed into
  // the page it is about to clear (main.tsx's `discardPrerender` releases the root).
  if (plan === 'discard') root?.setAttribute('inert', '');
  startApp();
}
