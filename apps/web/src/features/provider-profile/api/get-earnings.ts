import type { EarningsResponse } from '@limpa/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/v1/me/earnings: the profile only needs the counts, so it asks for the smallest page. */
export function getEarnings(signal?: AbortSignal) {
  return api.get<EarningsResponse>('/api/v1/me/earnings?limit=1', { signal });
}

export const earningsQueryOptions = queryOptions({
  queryKey: ['earnings', 'summary'],
  queryFn: ({ signal }) => getEarnings(signal),
  staleTime: 0,
});

export function useEarnings() {
  return useQuery(earningsQueryOptions);
}
