import type { AvailabilityResponse } from '@limpa/contracts';
import * as apiRoutes from '@limpa/contracts/api-routes';
import * as meKeys from '@limpa/contracts/query-keys/me';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/v1/me/availability: the cleaner's weekly slots, by weekday then start time ([] when none). */
export function getAvailability(signal?: AbortSignal) {
  return api.get<AvailabilityResponse>(apiRoutes.availability, { signal });
}

export const availabilityQueryOptions = queryOptions({
  queryKey: meKeys.availability,
  queryFn: ({ signal }) => getAvailability(signal),
});

export function useAvailability() {
  return useQuery(availabilityQueryOptions);
}
