import type { PricingRow } from '@limpa/contracts';
import * as apiRoutes from '@limpa/contracts/api-routes';
import * as catalogueKeys from '@limpa/contracts/query-keys/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function getPricing(signal?: AbortSignal) {
  return api.get<PricingRow[]>(apiRoutes.pricing, { signal });
}

/**
 * The home-type price table (docs/product-rules.md#prices-and-home-types; same numbers in EUR and CAD); one
 * cache key for every screen.
 */
export const pricingQueryOptions = queryOptions({
  queryKey: catalogueKeys.pricing,
  queryFn: ({ signal }) => getPricing(signal),
  staleTime: 5 * 60_000,
});

export function usePricing() {
  return useQuery(pricingQueryOptions);
}
