import type { CleanerReviewPage } from '@limpa/contracts';
import { apiPath } from '@limpa/contracts/api-paths';
import * as apiRoutes from '@limpa/contracts/api-routes';
import * as cleanerKeys from '@limpa/contracts/query-keys/cleaners';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const REVIEWS_PAGE_SIZE = 10;

/** GET /api/v1/providers/:userId/reviews: every visible review, newest first, page by page. */
export function cleanerReviewsQueryOptions(userId: string) {
  return infiniteQueryOptions({
    queryKey: cleanerKeys.reviews(userId),
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams({ limit: String(REVIEWS_PAGE_SIZE) });
      if (pageParam) params.set('cursor', pageParam);
      return api.get<CleanerReviewPage>(`${apiPath(apiRoutes.providerReviews, { userId })}?${params}`, {
        signal,
      });
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export function useCleanerReviews(userId: string, options: { enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...cleanerReviewsQueryOptions(userId), enabled: options.enabled ?? true });
}
