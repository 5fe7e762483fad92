/**
 * Whether the API answered the last request, and how. `navigator.onLine` alone is not enough: a page that a
 * service worker serves while the network is down can start with `onLine === true` (Chromium), and a
 * captive portal or a dead Wi-Fi ("lie-fi") reports online too. api-client reports every outcome here.
 *
 * - `unreachable`: a request got no HTTP answer (status 0).
 * - `service-down`: the API answered 503 `service_unavailable` (its database is away): the person stays signed
 *   in and the app retries until the service is back.
 */
export type Reachability = 'reachable' | 'unreachable' | 'service-down';

let state: Reachability = 'reachable';
const listeners = new Set<() => void>();

function set(value: Reachability) {
  if (state === value) return;
  state = value;
  for (const listener of listeners) listener();
}

export const reportApiUnreachable = () => set('unreachable');
export const reportServiceDown = () => set('service-down');
/** A request got a real HTTP answer. */
export const reportApiReachable = () => set('reachable');

export const getReachability = () => state;

export function subscribeToReachability(onChange: () => void) {
  listeners.add(onChange);
  return () => {
    listeners.delete(onChange);
  };
}
