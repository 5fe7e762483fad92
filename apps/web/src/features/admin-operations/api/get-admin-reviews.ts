import type { AdminReviewPage } from '@limpa/contracts';
import * as apiRoutes from '@limpa/contracts/api-routes';
import * as adminKeys from '@limpa/contracts/query-keys/admin';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** all: every review; visible / hidden: `?hidden=false` / `?hidden=true`. */
export type ReviewVisibility = 'all' | 'visible' | 'hidden';

/** GET /api/v1/admin/reviews: newest first, 50 a page, hidden ones included unless filtered. */
export function getAdminReviews(visibility: ReviewVisibility, cursor: string | null, signal?: AbortSignal) {
  const params = new URLSearchParams();
  if (visibility !== 'all') params.set('hidden', String(visibility === 'hidden'));
  if (cursor) params.set('cursor', cursor);
  const search = params.toString();
  return api.get<AdminReviewPage>(`${apiRoutes.adminReviews}${search ? `?${search}` : ''}`, {
    signal,
  });
}

export function adminReviewsQueryOptions(visibility: ReviewVisibility) {
  return infiniteQueryOptions({
    queryKey: adminKeys.reviewList(visibility),
    queryFn: ({ pageParam, signal }) => getAdminReviews(visibility, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 0,
  });
}

export function useAdminReviews(visibility: ReviewVisibility) {
  return useInfiniteQuery({ ...adminReviewsQueryOptions(visibility), placeholderData: keepPreviousData });
}
