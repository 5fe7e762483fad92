import type { AdminPayoutsResponse } from '@limpa/contracts';
import * as apiRoutes from '@limpa/contracts/api-routes';
import * as adminKeys from '@limpa/contracts/query-keys/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/v1/admin/payouts: balances per cleaner and currency, the newest payouts and the totals. */
export function getPayouts(signal?: AbortSignal) {
  return api.get<AdminPayoutsResponse>(apiRoutes.adminPayouts, { signal });
}

export const PAYOUTS_CSV_URL = apiRoutes.adminPayoutsCsv;

export const payoutsQueryOptions = queryOptions({
  queryKey: adminKeys.payouts,
  queryFn: ({ signal }) => getPayouts(signal),
  staleTime: 0,
});

export function usePayouts() {
  return useQuery(payoutsQueryOptions);
}
