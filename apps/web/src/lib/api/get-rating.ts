import * as apiRoutes from '@limpa/contracts/api-routes';
import * as meKeys from '@limpa/contracts/query-keys/me';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface OwnRating {
  /** One decimal; null when nobody has reviewed the cleaner yet. */
  averageRating: number | null;
  reviewCount: number;
}

/** GET /api/v1/me/rating: the cleaner's live rating (visible reviews only). */
export function getRating(signal?: AbortSignal) {
  return api.get<OwnRating>(apiRoutes.rating, { signal });
}

export const ratingQueryOptions = queryOptions({
  queryKey: meKeys.rating,
  queryFn: ({ signal }) => getRating(signal),
});

export function useRating() {
  return useQuery(ratingQueryOptions);
}
