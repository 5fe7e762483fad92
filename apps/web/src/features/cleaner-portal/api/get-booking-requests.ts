import type { Booking } from '@limpa/contracts';
import * as apiRoutes from '@limpa/contracts/api-routes';
import * as cleanerBookingKeys from '@limpa/contracts/query-keys/cleaner-bookings';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const REQUESTS_PAGE_SIZE = 10;

/** GET /api/v1/me/booking-requests: one keyset page of the requests the cleaner still has to answer. */
export function getBookingRequests(cursor: string | null, signal?: AbortSignal) {
  const search = new URLSearchParams({ limit: String(REQUESTS_PAGE_SIZE) });
  if (cursor) search.set('cursor', cursor);
  return api.get<{ items: Booking[]; nextCursor: string | null }>(`${apiRoutes.bookingRequests}?${search}`, {
    signal,
  });
}

/** Under the bookings key: a confirm, a decline or a live booking event refreshes it with the other lists. */
export function useBookingRequests() {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: cleanerBookingKeys.requests,
      queryFn: ({ pageParam, signal }) => getBookingRequests(pageParam, signal),
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.nextCursor,
      staleTime: 0,
    }),
  );
}
