import type { CleanerServiceStandards } from '@limpa/contracts';
import * as apiRoutes from '@limpa/contracts/api-routes';
import * as meKeys from '@limpa/contracts/query-keys/me';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/v1/me/service-standards: the standards in the cleaner's language, else in English. */
export function getCleanerServiceStandards(signal?: AbortSignal) {
  return api.get<CleanerServiceStandards>(apiRoutes.serviceStandards, { signal });
}

export const cleanerServiceStandardsQueryOptions = queryOptions({
  queryKey: meKeys.serviceStandards,
  queryFn: ({ signal }) => getCleanerServiceStandards(signal),
});

export function useCleanerServiceStandards() {
  return useQuery(cleanerServiceStandardsQueryOptions);
}
