import type { AdminService } from '@limpa/contracts';
import * as apiRoutes from '@limpa/contracts/api-routes';
import * as adminKeys from '@limpa/contracts/query-keys/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/v1/admin/services: every service, hidden ones too, with all its price cells. */
export function getAdminServices(signal?: AbortSignal) {
  return api.get<AdminService[]>(apiRoutes.adminServices, { signal });
}

export const adminServicesQueryOptions = queryOptions({
  queryKey: adminKeys.services,
  queryFn: ({ signal }) => getAdminServices(signal),
  // The forms edit copies; refetching underneath them would only confuse "Discard".
  refetchOnWindowFocus: false,
});

export function useAdminServices() {
  return useQuery(adminServicesQueryOptions);
}
