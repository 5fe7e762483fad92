import type { Booking } from '@limpa/contracts';
import * as apiRoutes from '@limpa/contracts/api-routes';
import * as cleanerBookingKeys from '@limpa/contracts/query-keys/cleaner-bookings';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const REQUESTS_PAGE_SIZE = 10;

/** GET /api/v1/me/booking-requests: one keyset page of the requests the cleaner still has to answer. */
export function getBookingRequests(cursor: string | null, signal?: AbortSignal, limit = REQUESTS_PAGE_SIZE) {
  const search = new URLSearchParams({ limit: String(limit) });
  if (cursor) search.set('cursor', cursor);
  return api.get<{ items: Booking[]; nextCursor: string | null; total: number }>(
    `${apiRoutes.bookingRequests}?${search}`,
    { signal },
  );
}

/**
 * How many requests wait for the cleaner in all: the server's count, read with a page of one, since the
 * lists the portal holds stop at their page size (the dashboard once said 10 when 11 waited).
 */
export function useBookingRequestsTotal() {
  return useQuery(
    queryOptions({
      queryKey: cleanerBookingKeys.requestsTotal,
      queryFn: ({ signal }) => getBookingRequests(null, signal, 1),
      select: (page) => page.total,
      staleTime: 0,
    }),
  );
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
