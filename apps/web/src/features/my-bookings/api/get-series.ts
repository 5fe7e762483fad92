import type { BookingSeries } from '@limpa/contracts';
import { apiPath } from '@limpa/contracts/api-paths';
import * as apiRoutes from '@limpa/contracts/api-routes';
import * as bookingKeys from '@limpa/contracts/query-keys/bookings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/v1/booking-series/:id: the series, its visits not yet ended and the dates it skipped. */
export function seriesQueryOptions(id: string) {
  return queryOptions({
    queryKey: bookingKeys.series(id),
    queryFn: ({ signal }) => api.get<BookingSeries>(apiPath(apiRoutes.series, { id }), { signal }),
    staleTime: 0,
  });
}

export const useSeries = (id: string) => useQuery(seriesQueryOptions(id));
