import { useSyncExternalStore } from 'react';
import { isApiUnreachable, reportApiReachable, subscribeToReachability } from './network-reachability';

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

/** Online when the browser says so and the last API request got an answer; kept live by both signals. */
export function useOnlineStatus(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine && !isApiUnreachable(),
    () => true,
  );
}
