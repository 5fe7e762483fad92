import type { NotificationPage } from '@limpa/contracts';
import * as apiRoutes from '@limpa/contracts/api-routes';
import * as notificationKeys from '@limpa/contracts/query-keys/notifications';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Every notifications query starts with it (the live events invalidate it). */
const PAGE_SIZE = 20;

/** GET /api/v1/me/notifications: newest first, keyset pages, with the unread count. */
export function getNotifications(cursor: string | null, limit: number, signal?: AbortSignal) {
  const search = new URLSearchParams({ limit: String(limit) });
  if (cursor) search.set('cursor', cursor);
  return api.get<NotificationPage>(`${apiRoutes.notifications}?${search}`, { signal });
}

export const notificationsQueryOptions = infiniteQueryOptions({
  queryKey: notificationKeys.list,
  queryFn: ({ pageParam, signal }) => getNotifications(pageParam, PAGE_SIZE, signal),
  initialPageParam: null as string | null,
  getNextPageParam: (last) => last.nextCursor,
  staleTime: 0,
});

export function useNotifications() {
  return useInfiniteQuery(notificationsQueryOptions);
}

/** The bell's count: one row's page is enough to carry `unreadCount`. */
export const unreadNotificationsQueryOptions = queryOptions({
  queryKey: notificationKeys.unread,
  queryFn: ({ signal }) => getNotifications(null, 1, signal),
  select: (page) => page.unreadCount,
  refetchInterval: 60_000,
});

export function useUnreadNotificationsCount(enabled = true) {
  return useQuery({ ...unreadNotificationsQueryOptions, enabled });
}
