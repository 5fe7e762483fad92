import * as apiRoutes from '@limpa/contracts/api-routes';
import * as bookingKeys from '@limpa/contracts/query-keys/bookings';
import * as jobKeys from '@limpa/contracts/query-keys/cleaner-jobs';
import * as messageKeys from '@limpa/contracts/query-keys/messages';
import * as notificationKeys from '@limpa/contracts/query-keys/notifications';
import * as supportKeys from '@limpa/contracts/query-keys/support';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

/** What each live event makes stale: the screens refetch what they show (events carry ids only). */
const STALE_AFTER: Record<string, readonly (readonly string[])[]> = {
  message: [messageKeys.all],
  // The team's answer to a help-desk request always comes with its notification: the open request shows it.
  notification: [notificationKeys.all, supportKeys.all],
  booking: [bookingKeys.all, jobKeys.all],
};

/** Waits before opening a new stream once the browser gave up on one (e.g. signed out meanwhile). */
const REOPEN_MS = 10_000;

/**
 * One EventSource for the signed-in person (GET /api/v1/events). The browser reconnects a dropped stream by
 * itself, resuming from the last event id; a stream it closed for good (an error answer) is opened again later
 * from the same place. Each event invalidates the TanStack Query keys it concerns.
 */
export function useLiveEvents(enabled: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let reopen: ReturnType<typeof setTimeout> | undefined;
    // The newest event id heard: a stream opened anew resumes from it, as the browser's own reconnects do with
    // the Last-Event-ID header (decision 082).
    let lastEventId = '';
    const open = () => {
      const url = lastEventId ? `${apiRoutes.events}?lastEventId=${lastEventId}` : apiRoutes.events;
      source = new EventSource(url, { withCredentials: true });
      const heard = (e: Event) => {
        lastEventId = (e as MessageEvent).lastEventId || lastEventId;
      };
      // `ready` opens every stream with the position it starts from.
      source.addEventListener('ready', heard);
      for (const [event, keys] of Object.entries(STALE_AFTER)) {
        source.addEventListener(event, (e) => {
          heard(e);
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
