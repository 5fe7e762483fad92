import type { EarningsResponse } from '@limpa/contracts';
import * as apiRoutes from '@limpa/contracts/api-routes';
import * as earningsKeys from '@limpa/contracts/query-keys/earnings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * GET /api/v1/me/earnings: totals per currency, counts and the newest transaction (the dashboard and the
 * profile only need the totals and counts, so they ask for the smallest page of transactions).
 */
export function getEarnings(signal?: AbortSignal) {
  return api.get<EarningsResponse>(`${apiRoutes.earnings}?limit=1`, { signal });
}

export const earningsQueryOptions = queryOptions({
  queryKey: earningsKeys.summary,
  queryFn: ({ signal }) => getEarnings(signal),
  // A job confirmed or completed in the portal must show at once when the dashboard opens again.
  staleTime: 0,
});

export function useEarnings() {
  return useQuery(earningsQueryOptions);
}
