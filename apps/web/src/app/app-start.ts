import { releaseRoot } from './painted-root';

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

/** What the notice says, in the page's language (main.tsx has i18n; React is not running by then). */
export interface LoadFailureTexts {
  message: string;
  reload: string;
}

/**
 * The first screen's module did not load. Most often a deploy replaced it while this page was open (or the
 * service worker's copy of index.html is older): the reloaded page names the new files. A second failure in a row
 * (offline) says so in place of a blank or frozen page, with a button to try again: an installed app has no
 * browser reload button.
 */
export function recoverFromLoadFailure(
  root: Element,
  texts: LoadFailureTexts,
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
  const document = root.ownerDocument;
  const notice = document.createElement('p');
  notice.setAttribute('role', 'alert');
  notice.textContent = texts.message;
  const retry = document.createElement('button');
  retry.type = 'button';
  retry.className = 'rounded-md bg-primary px-4 py-2 font-medium text-primary-foreground text-sm';
  retry.textContent = texts.reload;
  retry.addEventListener('click', () => reload());
  const page = document.createElement('main');
  page.className =
    'flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-center text-muted-foreground';
  page.append(notice, retry);
  root.replaceChildren(page);
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
