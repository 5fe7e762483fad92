import type { CleanerPage } from '@limpa/contracts';
import * as apiRoutes from '@limpa/contracts/api-routes';
import * as servingCleanerKeys from '@limpa/contracts/query-keys/serving-cleaners';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** How many cleaners the home carousel shows. */
export const NEARBY_CLEANERS_LIMIT = 10;

/** Approved cleaners serving a saved address, best rated first (live ratings). */
export async function getNearbyCleaners(addressId: string, signal?: AbortSignal) {
  const search = new URLSearchParams({
    servesAddressId: addressId,
    limit: String(NEARBY_CLEANERS_LIMIT),
    sort: 'rating',
  });
  const page = await api.get<CleanerPage>(`${apiRoutes.providers}?${search}`, { signal });
  return page.items;
}

export function nearbyCleanersQueryOptions(addressId: string) {
  return queryOptions({
    queryKey: servingCleanerKeys.near(addressId),
    queryFn: ({ signal }) => getNearbyCleaners(addressId, signal),
  });
}

export function useNearbyCleaners(addressId: string | null) {
  return useQuery({ ...nearbyCleanersQueryOptions(addressId ?? ''), enabled: addressId !== null });
}
