import type { Booking, bookingPage } from '@limpa/contracts';
import * as apiRoutes from '@limpa/contracts/api-routes';
import { type InfiniteData, infiniteQueryOptions, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

export type BookingPage = z.infer<typeof bookingPage>;

export const BOOKING_PAGE_SIZE = 10;

/** Which of the signed-in person's bookings a list shows: a customer's, or with `as` a cleaner's jobs. */
export interface BookingPageFilters {
  as?: 'cleaner';
  /** Upcoming: active and not over yet, soonest first. Past: everything else, latest first (the API's orders). */
  when: 'upcoming' | 'past';
  status?: string;
  /** By start time, when not the list's natural order (`sort=`). */
  sort?: 'soonest' | 'latest';
}

/** GET /api/v1/bookings: one keyset page of the signed-in person's bookings. */
export function getBookingPage(
  { as, when, status, sort }: BookingPageFilters,
  cursor: string | null,
  signal?: AbortSignal,
) {
  const search = new URLSearchParams({
    ...(as ? { as } : {}),
    when,
    ...(sort ? { sort } : {}),
    limit: String(BOOKING_PAGE_SIZE),
  });
  if (status) search.set('status', status);
  if (cursor) search.set('cursor', cursor);
  return api.get<BookingPage>(`${apiRoutes.bookings}?${search}`, { signal });
}

/** A list's pages under `queryKey`, one "Load more" at a time; never fresh, as bookings move on the server. */
export function bookingPagesQueryOptions(queryKey: readonly unknown[], filters: BookingPageFilters) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) => getBookingPage(filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 0,
  });
}

/** A booking already loaded by the lists under `listsKey` (shown at once while its detail refreshes). */
export function findListedBooking(
  queryClient: QueryClient,
  listsKey: readonly unknown[],
  id: string,
): Booking | undefined {
  for (const [, data] of queryClient.getQueriesData<InfiniteData<BookingPage>>({ queryKey: listsKey })) {
    for (const page of data?.pages ?? []) {
      const found = page.items.find((booking) => booking.id === id);
      if (found) return found;
    }
  }
  return undefined;
}
