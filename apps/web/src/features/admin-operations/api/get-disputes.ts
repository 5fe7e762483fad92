import type { adminDisputesResponse } from '@limpa/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { ADMIN_QUERY_KEY } from './admin-operations-query-keys';

export type AdminDisputesResponse = z.infer<typeof adminDisputesResponse>;

/** GET /api/v1/admin/disputes: card disputes with their booking, parties and the cleaner's held earning. */
export const adminDisputesQueryOptions = queryOptions({
  queryKey: [...ADMIN_QUERY_KEY, 'disputes'],
  queryFn: ({ signal }) => api.get<AdminDisputesResponse>('/api/v1/admin/disputes', { signal }),
  staleTime: 0,
});

export function useAdminDisputes() {
  return useQuery(adminDisputesQueryOptions);
}
