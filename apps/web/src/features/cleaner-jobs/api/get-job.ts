import type { Booking } from '@limpa/contracts';
import { apiPath } from '@limpa/contracts/api-paths';
import * as apiRoutes from '@limpa/contracts/api-routes';
import * as jobKeys from '@limpa/contracts/query-keys/cleaner-jobs';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { findListedJob } from './get-jobs';

/** GET /api/v1/bookings/:id — one of the cleaner's jobs with everything (add-ons, overtime, charges). */
export function getJob(id: string, signal?: AbortSignal) {
  return api.get<Booking>(apiPath(apiRoutes.booking, { id }), { signal });
}

export function jobQueryOptions(id: string) {
  return queryOptions({
    queryKey: jobKeys.detail(id),
    queryFn: ({ signal }) => getJob(id, signal),
    staleTime: 0,
  });
}

/** The job, shown at once from a loaded list while the fresh copy arrives. */
export function useJob(id: string) {
  const queryClient = useQueryClient();
  return useQuery({ ...jobQueryOptions(id), placeholderData: () => findListedJob(queryClient, id) });
}
