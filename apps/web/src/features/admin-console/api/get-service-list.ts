import type { Service } from '@limpa/contracts';
import * as apiRoutes from '@limpa/contracts/api-routes';
import * as catalogueKeys from '@limpa/contracts/query-keys/catalogue';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The catalogue's services, named in the reader's language, for the booking made in a customer's name. */
export function useServiceList() {
  return useQuery({
    queryKey: catalogueKeys.services,
    queryFn: ({ signal }) => api.get<Service[]>(apiRoutes.services, { signal }),
    staleTime: 5 * 60_000,
  });
}
