import type { CleanerProfile } from '@limpa/contracts';
import { apiPath } from '@limpa/contracts/api-paths';
import * as apiRoutes from '@limpa/contracts/api-routes';
import * as cleanerKeys from '@limpa/contracts/query-keys/cleaners';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** One cached copy of a cleaner's profile for the profile screen and the booking wizard. */

/** GET /api/v1/providers/:userId: profile, availability, live rating, the 5 newest reviews (404 if unlisted). */
export function cleanerQueryOptions(userId: string) {
  return queryOptions({
    queryKey: cleanerKeys.detail(userId),
    queryFn: ({ signal }) => api.get<CleanerProfile>(apiPath(apiRoutes.provider, { userId }), { signal }),
  });
}

/** A cleaner's public profile; `null` waits (nothing is fetched). */
export function useCleaner(userId: string | null) {
  return useQuery({ ...cleanerQueryOptions(userId ?? ''), enabled: userId !== null });
}
