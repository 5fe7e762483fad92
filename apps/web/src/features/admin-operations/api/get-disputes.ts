import type { adminDisputesResponse } from '@limpa/contracts';
import * as apiRoutes from '@limpa/contracts/api-routes';
import * as adminKeys from '@limpa/contracts/query-keys/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

export type AdminDisputesResponse = z.infer<typeof adminDisputesResponse>;

/** GET /api/v1/admin/disputes: card disputes with their booking, parties and the cleaner's held earning. */
export const adminDisputesQueryOptions = queryOptions({
  queryKey: adminKeys.disputes,
  queryFn: ({ signal }) => api.get<AdminDisputesResponse>(apiRoutes.adminDisputes, { signal }),
  staleTime: 0,
});

export function useAdminDisputes() {
  return useQuery(adminDisputesQueryOptions);
}
