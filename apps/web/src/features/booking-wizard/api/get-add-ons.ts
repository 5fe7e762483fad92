import type { AddOn } from '@limpa/contracts';
import * as apiRoutes from '@limpa/contracts/api-routes';
import * as catalogueKeys from '@limpa/contracts/query-keys/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function getAddOns(signal?: AbortSignal) {
  return api.get<AddOn[]>(apiRoutes.addOns, { signal });
}

/** Add-ons ordered by name; their prices apply in the booking's currency. */
export const addOnsQueryOptions = queryOptions({
  queryKey: catalogueKeys.addOns,
  queryFn: ({ signal }) => getAddOns(signal),
  staleTime: 5 * 60_000,
});

export function useAddOns() {
  return useQuery(addOnsQueryOptions);
}
