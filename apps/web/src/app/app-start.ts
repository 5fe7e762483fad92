import { releaseRoot } from './prerendered';

/** How main.tsx hands the page to the routed app (app/sign-in-screen.tsx asks for it). */
export type OpenApp = (to: string, options: { replace: boolean }) => void;

/**
 * Opens the app once, however often asked: a sign-in asks, the session it brings asks again, and the profile's
 * language, applied in between, redraws the sign-in screen (and so forgets anything it kept). Should the app not
 * load, `fallback` sends the browser to the page itself.
 */
export function openOnce(
  open: (to: string, options: { replace: boolean }) => Promise<void>,
  fallback: (to: string) => void,
): OpenApp {
  let opened = false;
  return (to, options) => {
    if (opened) return;
    opened = true;
    void open(to, options).catch(() => fallback(to));
  };
}

const RELOADED_KEY = 'limpa.reloadedAfterLoadFailure';

/**
 * The first screen's module did not load. Most often a deploy replaced it while this page was open (or the
 * service worker's copy of index.html is older): the reloaded page names the new files. A second failure in a row
 * (offline) says so in place of a blank or frozen page.
 */
export function recoverFromLoadFailure(
  root: Element,
  message: string,
  { storage, reload = () => window.location.reload() }: { storage?: Storage; reload?: () => void } = {},
): void {
  try {
    // Inside the try: a browser that refuses storage throws on the property itself.
    const kept = storage ?? window.sessionStorage;
    if (kept.getItem(RELOADED_KEY) !== '1') {
      kept.setItem(RELOADED_KEY, '1');
      reload();
      return;
    }
  } catch {
    // No session storage: say so rather than risk reloading for ever.
  }
  const notice = root.ownerDocument.createElement('p');
  notice.setAttribute('role', 'alert');
  notice.className = 'p-6 text-center text-muted-foreground';
  notice.textContent = message;
  root.replaceChildren(notice);
  releaseRoot(root);
}

/** The first screen loaded: a later failure may reload again. */
export function forgetLoadFailure(storage?: Storage): void {
  try {
    (storage ?? window.sessionStorage).removeItem(RELOADED_KEY);
  } catch {
    // Nothing was kept.
  }
}
