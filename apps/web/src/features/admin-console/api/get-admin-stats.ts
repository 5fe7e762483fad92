import type { AdminStats } from '@limpa/contracts';
import * as apiRoutes from '@limpa/contracts/api-routes';
import * as adminKeys from '@limpa/contracts/query-keys/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function getAdminStats(signal?: AbortSignal) {
  return api.get<AdminStats>(apiRoutes.adminStats, { signal });
}

export const adminStatsQueryOptions = queryOptions({
  queryKey: adminKeys.stats,
  queryFn: ({ signal }) => getAdminStats(signal),
  // Live figures: the active-session count moves by the minute.
  refetchInterval: 60_000,
});

export function useAdminStats() {
  return useQuery(adminStatsQueryOptions);
}
