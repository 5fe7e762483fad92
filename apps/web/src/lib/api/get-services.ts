import type { Service } from '@limpa/contracts';
import * as apiRoutes from '@limpa/contracts/api-routes';
import * as catalogueKeys from '@limpa/contracts/query-keys/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function getServices(signal?: AbortSignal) {
  return api.get<Service[]>(apiRoutes.services, { signal });
}

/**
 * Public catalogue (ordered by name; DISABLED… hidden by the API) with each service's prices per home type and
 * currency; it changes rarely. The catalogue and the booking wizard read it.
 */
export const servicesQueryOptions = queryOptions({
  queryKey: catalogueKeys.services,
  queryFn: ({ signal }) => getServices(signal),
  staleTime: 5 * 60_000,
});

export function useServices() {
  return useQuery(servicesQueryOptions);
}
