import type { CleanerPage } from '@limpa/contracts';
import * as apiRoutes from '@limpa/contracts/api-routes';
import * as cleanerKeys from '@limpa/contracts/query-keys/cleaners';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const FAVORITES_PAGE_SIZE = 20;

/** GET /api/v1/me/favorites: the customer's saved cleaners, newest favourite first. */
export function favoritesQueryOptions() {
  return infiniteQueryOptions({
    queryKey: cleanerKeys.favorites,
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams({ limit: String(FAVORITES_PAGE_SIZE) });
      if (pageParam) params.set('cursor', pageParam);
      return api.get<CleanerPage>(`${apiRoutes.favorites}?${params}`, { signal });
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export function useFavorites() {
  return useInfiniteQuery(favoritesQueryOptions());
}
