import type { UnreadMessages } from '@limpa/contracts';
import * as apiRoutes from '@limpa/contracts/api-routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { MESSAGES_QUERY_KEY } from './get-booking-messages';

export const UNREAD_MESSAGES_QUERY_KEY = [...MESSAGES_QUERY_KEY, 'unread'] as const;

/** GET /api/v1/me/unread-messages: messages to the signed-in person not read yet, per booking and in all. */
export function getUnreadMessages(signal?: AbortSignal) {
  return api.get<UnreadMessages>(apiRoutes.unreadMessages, { signal });
}

export const unreadMessagesQueryOptions = queryOptions({
  queryKey: UNREAD_MESSAGES_QUERY_KEY,
  queryFn: ({ signal }) => getUnreadMessages(signal),
  refetchInterval: 60_000,
});

export function useUnreadMessages() {
  return useQuery(unreadMessagesQueryOptions);
}
