import * as apiRoutes from '@limpa/contracts/api-routes';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { MESSAGES_QUERY_KEY } from '@/lib/api/get-booking-messages';
import { NOTIFICATIONS_QUERY_KEY } from '@/lib/api/get-notifications';

/** What each live event makes stale: the screens refetch what they show (events carry ids only). */
const STALE_AFTER: Record<string, readonly (readonly string[])[]> = {
  message: [MESSAGES_QUERY_KEY],
  notification: [NOTIFICATIONS_QUERY_KEY],
  booking: [['bookings'], ['cleaner-jobs']],
};

/** Waits before opening a new stream once the browser gave up on one (e.g. signed out meanwhile). */
const REOPEN_MS = 10_000;

/**
 * One EventSource for the signed-in person (GET /api/v1/events). The browser reconnects a dropped stream by
 * itself; a stream it closed for good (an error answer) is opened again later. Each event invalidates the
 * TanStack Query keys it concerns.
 */
export function useLiveEvents(enabled: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let reopen: ReturnType<typeof setTimeout> | undefined;
    const open = () => {
      source = new EventSource(apiRoutes.events, { withCredentials: true });
      for (const [event, keys] of Object.entries(STALE_AFTER)) {
        source.addEventListener(event, () => {
          for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
        });
      }
      source.onerror = () => {
        if (source?.readyState !== EventSource.CLOSED) return;
        source.close();
        reopen = setTimeout(open, REOPEN_MS);
      };
    };
    open();
    return () => {
      clearTimeout(reopen);
      source?.close();
    };
  }, [enabled, queryClient]);
}
