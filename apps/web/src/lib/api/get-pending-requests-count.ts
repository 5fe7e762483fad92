import * as apiRoutes from '@limpa/contracts/api-routes';
import * as bookingKeys from '@limpa/contracts/query-keys/bookings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const MAX_COUNTED = 100;

/**
 * The cleaner's open requests still to answer (the side menu's My Bookings badge). Under the bookings key, so
 * every change to bookings (and the live `booking` events) refreshes it.
 */
export const pendingRequestsCountQueryOptions = queryOptions({
  queryKey: bookingKeys.pendingCount,
  queryFn: ({ signal }) =>
    api.get<{ items: unknown[] }>(
      `${apiRoutes.bookings}?as=cleaner&status=pending&when=upcoming&limit=${MAX_COUNTED}`,
      { signal },
    ),
  select: (page) => page.items.length,
  refetchInterval: 60_000,
});

export function usePendingRequestsCount(enabled: boolean) {
  return useQuery({ ...pendingRequestsCountQueryOptions, enabled });
}
