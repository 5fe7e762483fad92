import type { AdminServiceStandards } from '@limpa/contracts';
import * as apiRoutes from '@limpa/contracts/api-routes';
import * as adminKeys from '@limpa/contracts/query-keys/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/v1/admin/service-standards: every language's text. */
export function getAdminServiceStandards(signal?: AbortSignal) {
  return api.get<AdminServiceStandards>(apiRoutes.adminServiceStandards, { signal });
}

export const adminServiceStandardsQueryOptions = queryOptions({
  queryKey: adminKeys.serviceStandards,
  queryFn: ({ signal }) => getAdminServiceStandards(signal),
  // The form edits a copy; refetching underneath it would only confuse "Discard".
  refetchOnWindowFocus: false,
});

export function useAdminServiceStandards() {
  return useQuery(adminServiceStandardsQueryOptions);
}
