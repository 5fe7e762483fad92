import type { AdminBookingPage, AdminBookingsCsvQuery, Booking } from '@limpa/contracts';
import * as apiRoutes from '@limpa/contracts/api-routes';
import * as adminKeys from '@limpa/contracts/query-keys/admin';
import {
  type InfiniteData,
  infiniteQueryOptions,
  keepPreviousData,
  type QueryClient,
  useInfiniteQuery,
} from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The list's filters (the same ones the CSV export takes). */
export type AdminBookingFilters = AdminBookingsCsvQuery;

/** Only the filters that are set, in a stable order: `status`, `paymentStatus`, `q`. */
export function bookingFilterParams(filters: AdminBookingFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.status) params.set('status', filters.status);
  if (filters.paymentStatus) params.set('paymentStatus', filters.paymentStatus);
  const q = filters.q?.trim();
  if (q) params.set('q', q);
  return params;
}

/** GET /api/v1/admin/bookings: newest first, 50 a page, with counts and revenue over every status. */
export function getAdminBookings(filters: AdminBookingFilters, cursor: string | null, signal?: AbortSignal) {
  const params = bookingFilterParams(filters);
  if (cursor) params.set('cursor', cursor);
  const search = params.toString();
  return api.get<AdminBookingPage>(`${apiRoutes.adminBookings}${search ? `?${search}` : ''}`, {
    signal,
  });
}

/** The CSV of the filtered list (every page), as a same-origin download link. */
export function adminBookingsCsvUrl(filters: AdminBookingFilters): string {
  const search = bookingFilterParams(filters).toString();
  return `${apiRoutes.adminBookingsCsv}${search ? `?${search}` : ''}`;
}

export function adminBookingsQueryOptions(filters: AdminBookingFilters) {
  return infiniteQueryOptions({
    queryKey: adminKeys.bookingList(bookingFilterParams(filters).toString()),
    queryFn: ({ pageParam, signal }) => getAdminBookings(filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 0,
  });
}

/** Live data: refetched on focus; the previous filter's list stays on screen while the next one loads. */
export function useAdminBookings(filters: AdminBookingFilters) {
  return useInfiniteQuery({ ...adminBookingsQueryOptions(filters), placeholderData: keepPreviousData });
}

/** A booking already loaded by a list (shown at once while its detail loads). */
export function findListedAdminBooking(queryClient: QueryClient, id: string): Booking | undefined {
  const lists = queryClient.getQueriesData<InfiniteData<AdminBookingPage>>({
    queryKey: adminKeys.bookingLists,
  });
  for (const [, data] of lists) {
    for (const page of data?.pages ?? []) {
      const found = page.items.find((booking) => booking.id === id);
      if (found) return found;
    }
  }
  return undefined;
}
