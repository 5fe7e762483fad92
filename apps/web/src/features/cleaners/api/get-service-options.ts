import type { Service } from '@limpa/contracts';
import * as apiRoutes from '@limpa/contracts/api-routes';
import * as cleanerKeys from '@limpa/contracts/query-keys/cleaners';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * GET /api/v1/services: the catalogue's English names (`key`) are the services cleaners offer, so they are
 * the filter's values whatever the language.
 */
export const serviceOptionsQueryOptions = queryOptions({
  queryKey: cleanerKeys.serviceOptions,
  queryFn: ({ signal }) => api.get<Service[]>(apiRoutes.services, { signal }),
  select: (services) => services.map((service) => service.key),
  staleTime: 10 * 60_000,
});

/**
 * Failing quietly: the filter then offers only "All services" (docs/product-rules.md#wording: service load
 * failures are logged).
 */
export function useServiceOptions() {
  return useQuery(serviceOptionsQueryOptions);
}
