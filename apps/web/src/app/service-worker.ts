let registering = false;

/**
 * The service worker (/sw.js) registers once the page has loaded, and updates itself; the module that registers
 * it loads then too, not with the first screen. Both entries ask (main.tsx, painted-entry.ts): the painted
 * sign-in page may never load the app. Offline, it registers on a later visit.
 */
export function registerServiceWorkerOnLoad(): void {
  if (registering) return;
  registering = true;
  const register = () =>
    void import('virtual:pwa-register').then(
      ({ registerSW }) => registerSW({ immediate: true }),
      () => {},
    );
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
