import type { healthResponse } from '@limpa/contracts';
import * as apiRoutes from '@limpa/contracts/api-routes';
import * as adminKeys from '@limpa/contracts/query-keys/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

export type PlatformHealth = z.infer<typeof healthResponse>;

export function getPlatformHealth(signal?: AbortSignal) {
  return api.get<PlatformHealth>(apiRoutes.health, { signal });
}

/** The API and its database answer (GET /api/health: 200 ok, 503 when the database is unreachable). */
export const platformHealthQueryOptions = queryOptions({
  queryKey: adminKeys.health,
  queryFn: ({ signal }) => getPlatformHealth(signal),
  refetchInterval: 60_000,
  retry: false,
});

export function usePlatformHealth() {
  return useQuery(platformHealthQueryOptions);
}
