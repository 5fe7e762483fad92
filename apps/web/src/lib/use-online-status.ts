import { useSyncExternalStore } from 'react';
import { getReachability, reportApiReachable, subscribeToReachability } from './network-reachability';

export type ConnectionState = 'online' | 'offline' | 'service-down';

function subscribe(onChange: () => void) {
  // Back online: assume the API is reachable again until a request says otherwise.
  const online = () => {
    reportApiReachable();
    onChange();
  };
  window.addEventListener('online', online);
  window.addEventListener('offline', onChange);
  const unsubscribe = subscribeToReachability(onChange);
  return () => {
    window.removeEventListener('online', online);
    window.removeEventListener('offline', onChange);
    unsubscribe();
  };
}

function current(): ConnectionState {
  const reachability = getReachability();
  if (!navigator.onLine || reachability === 'unreachable') return 'offline';
  return reachability === 'service-down' ? 'service-down' : 'online';
}

/** Offline when the browser says so or the last API request got no answer; service-down on the API's 503. */
export function useConnectionState(): ConnectionState {
  return useSyncExternalStore(subscribe, current, () => 'online');
}
