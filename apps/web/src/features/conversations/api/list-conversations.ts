import type { ConversationPage } from '@limpa/contracts';
import * as apiRoutes from '@limpa/contracts/api-routes';
import * as conversationKeys from '@limpa/contracts/query-keys/conversations';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const PAGE_SIZE = 20;

/** GET /api/v1/me/conversations: the caller's conversations, newest message first, keyset pages. */
export const conversationsQueryOptions = infiniteQueryOptions({
  // Under the messages root: a new message's live event refreshes the inbox.
  queryKey: conversationKeys.inbox,
  queryFn: ({ pageParam, signal }) => {
    const search = new URLSearchParams({ limit: String(PAGE_SIZE) });
    if (pageParam) search.set('cursor', pageParam);
    return api.get<ConversationPage>(`${apiRoutes.conversations}?${search}`, { signal });
  },
  initialPageParam: null as string | null,
  getNextPageParam: (last) => last.nextCursor,
  staleTime: 0,
});

export function useConversations() {
  return useInfiniteQuery(conversationsQueryOptions);
}
