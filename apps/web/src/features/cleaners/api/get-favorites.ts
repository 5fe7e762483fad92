import type { CleanerPage } from '@limpa/contracts';
import * as apiRoutes from '@limpa/contracts/api-routes';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const FAVORITES_PAGE_SIZE = 20;
export const favoritesKey = ['cleaners', 'favorites'] as const;

/** GET /api/v1/me/favorites: the customer's saved cleaners, newest favourite first. */
export function favoritesQueryOptions() {
  return infiniteQueryOptions({
    queryKey: favoritesKey,
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
