import type { Booking, bookingPage } from '@limpa/contracts';
import * as apiRoutes from '@limpa/contracts/api-routes';
import * as bookingKeys from '@limpa/contracts/query-keys/bookings';
import {
  type InfiniteData,
  infiniteQueryOptions,
  type QueryClient,
  useInfiniteQuery,
} from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

export type BookingPage = z.infer<typeof bookingPage>;
export type BookingsWhen = 'upcoming' | 'past';

export const BOOKINGS_PAGE_SIZE = 10;

/** Every query of this feature starts with it; the booking wizard refreshes keys naming bookings. */

/** The signed-in customer's bookings: upcoming soonest first, past newest first; keyset pages. */
export function getBookings(when: BookingsWhen, cursor: string | null, signal?: AbortSignal) {
  const search = new URLSearchParams({ when, limit: String(BOOKINGS_PAGE_SIZE) });
  if (cursor) search.set('cursor', cursor);
  return api.get<BookingPage>(`${apiRoutes.bookings}?${search}`, { signal });
}

export function bookingsQueryOptions(when: BookingsWhen) {
  return infiniteQueryOptions({
    queryKey: bookingKeys.list(when),
    queryFn: ({ pageParam, signal }) => getBookings(when, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 0,
  });
}

export function useBookings(when: BookingsWhen) {
  return useInfiniteQuery(bookingsQueryOptions(when));
}

/** A booking already loaded by one of the lists (shown at once while its detail refreshes). */
export function findListedBooking(queryClient: QueryClient, id: string): Booking | undefined {
  const lists = queryClient.getQueriesData<InfiniteData<BookingPage>>({
    queryKey: bookingKeys.lists,
  });
  for (const [, data] of lists) {
    for (const page of data?.pages ?? []) {
      const found = page.items.find((booking) => booking.id === id);
      if (found) return found;
    }
  }
  return undefined;
}
