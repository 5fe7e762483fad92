/**
 * The browser's offer to install the app (`beforeinstallprompt`), kept from the page's start: it may come before
 * React has loaded, or (on the painted sign-in page, decision 085) before the app's code has been asked for.
 * install-prompt.tsx shows it; this module has no React so that the first scripts stay small.
 */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let offer: BeforeInstallPromptEvent | null = null;
let capturing = false;
const listeners = new Set<() => void>();

/** Called at start-up by both entries; the browser's own mini-infobar is suppressed in favour of our dialog. */
export function captureInstallPrompt(): void {
  if (capturing) return;
  capturing = true;
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    offer = event as BeforeInstallPromptEvent;
    for (const listener of listeners) listener();
  });
  window.addEventListener('appinstalled', () => {
    offer = null;
  });
}

/** The offer kept, if the browser made one and it was not used. */
export const installOffer = (): BeforeInstallPromptEvent | null => offer;

/** An offer is used once. */
export function forgetInstallOffer(): void {
  offer = null;
}

/** Calls `listener` whenever the browser makes an offer; returns the unsubscribe. */
export function onInstallOffer(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
