import type { UnreadMessages } from '@limpa/contracts';
import * as apiRoutes from '@limpa/contracts/api-routes';
import * as messageKeys from '@limpa/contracts/query-keys/messages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/v1/me/unread-messages: messages to the signed-in person not read yet, per booking and in all. */
export function getUnreadMessages(signal?: AbortSignal) {
  return api.get<UnreadMessages>(apiRoutes.unreadMessages, { signal });
}

export const unreadMessagesQueryOptions = queryOptions({
  queryKey: messageKeys.unread,
  queryFn: ({ signal }) => getUnreadMessages(signal),
  refetchInterval: 60_000,
});

export function useUnreadMessages() {
  return useQuery(unreadMessagesQueryOptions);
}
