import type { Booking } from '@limpa/contracts';
import { apiPath } from '@limpa/contracts/api-paths';
import * as apiRoutes from '@limpa/contracts/api-routes';
import * as bookingKeys from '@limpa/contracts/query-keys/bookings';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { findListedBooking } from './get-bookings';

export function getBooking(id: string, signal?: AbortSignal) {
  return api.get<Booking>(apiPath(apiRoutes.booking, { id }), { signal });
}

export function bookingQueryOptions(id: string) {
  return queryOptions({
    queryKey: bookingKeys.detail(id),
    queryFn: ({ signal }) => getBooking(id, signal),
    staleTime: 0,
  });
}

/** One booking; a copy from the lists shows at once while the fresh one loads. */
export function useBooking(id: string) {
  const queryClient = useQueryClient();
  return useQuery({
    ...bookingQueryOptions(id),
    placeholderData: () => findListedBooking(queryClient, id),
  });
}
