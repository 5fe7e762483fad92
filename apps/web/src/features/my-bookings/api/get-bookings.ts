import type { Booking } from '@limpa/contracts';
import * as bookingKeys from '@limpa/contracts/query-keys/bookings';
import { type QueryClient, useInfiniteQuery } from '@tanstack/react-query';
import {
  type BookingPageFilters,
  bookingPagesQueryOptions,
  findListedBooking as findInLists,
} from '@/lib/api/get-booking-pages';

export type BookingsWhen = BookingPageFilters['when'];

/** The signed-in customer's bookings: upcoming soonest first, past newest first; keyset pages. */
export function bookingsQueryOptions(when: BookingsWhen) {
  return bookingPagesQueryOptions(bookingKeys.list(when), { when });
}

export function useBookings(when: BookingsWhen) {
  return useInfiniteQuery(bookingsQueryOptions(when));
}

/** A booking already loaded by one of the lists (shown at once while its detail refreshes). */
export function findListedBooking(queryClient: QueryClient, id: string): Booking | undefined {
  return findInLists(queryClient, bookingKeys.lists, id);
}
