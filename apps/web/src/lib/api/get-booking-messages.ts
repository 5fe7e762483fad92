import type { MessagePage } from '@limpa/contracts';
import { apiPath } from '@limpa/contracts/api-paths';
import * as apiRoutes from '@limpa/contracts/api-routes';
import * as messageKeys from '@limpa/contracts/query-keys/messages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Every conversation's cache lives under this key (the live events invalidate it). */

/** GET /api/v1/bookings/:id/messages: the newest 100 messages, newest first. */
export function getBookingMessages(bookingId: string, signal?: AbortSignal) {
  return api.get<MessagePage>(`${apiPath(apiRoutes.bookingMessages, { id: bookingId })}?limit=100`, {
    signal,
  });
}

export function bookingMessagesQueryOptions(bookingId: string) {
  return queryOptions({
    queryKey: messageKeys.booking(bookingId),
    queryFn: ({ signal }) => getBookingMessages(bookingId, signal),
    // Live events refresh it at once; polling is the fallback when the event stream is down.
    refetchInterval: 30_000,
  });
}

export function useBookingMessages(bookingId: string) {
  return useQuery(bookingMessagesQueryOptions(bookingId));
}
