/**
 * Whether the API answered the last request at all. `navigator.onLine` alone is not enough: a page that a
 * service worker serves while the network is down can start with `onLine === true` (Chromium), and a
 * captive portal or a dead Wi-Fi ("lie-fi") reports online too. api-client reports every outcome here.
 */
let unreachable = false;
const listeners = new Set<() => void>();

function set(value: boolean) {
  if (unreachable === value) return;
  unreachable = value;
  for (const listener of listeners) listener();
}

/** A request got no HTTP answer (status 0). */
export const reportApiUnreachable = () => set(true);
/** A request got an HTTP answer, whatever its status. */
export const reportApiReachable = () => set(false);

export const isApiUnreachable = () => unreachable;

export function subscribeToReachability(onChange: () => void) {
  listeners.add(onChange);
  return () => {
    listeners.delete(onChange);
  };
}
