import type { bookingPage } from '@limpa/contracts';
import * as apiRoutes from '@limpa/contracts/api-routes';
import * as cleanerBookingKeys from '@limpa/contracts/query-keys/cleaner-bookings';
import { CLEANER_BOOKINGS_LIMIT } from '@limpa/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

export type BookingPage = z.infer<typeof bookingPage>;

/**
 * open: what still needs the cleaner (pending to answer, confirmed to do and complete), soonest first, a
 * confirmed job already past included so it can be completed; history: completed and cancelled, newest first.
 */
export type PortalView = 'open' | 'history';
/**
 * What a list reads: a view, or `jobs`, the open view without its requests (the Bookings tab lists every
 * request on its own, paged: BookingRequestsSection).
 */
export type PortalList = PortalView | 'jobs';

/** Every booking query starts with 'bookings', so an action refreshes all lists (this page's and others'). */

/** docs/product-rules.md#cleaner-screens: the cleaner bookings read is limited to 10. */
export function getPortalBookings(view: PortalList, signal?: AbortSignal) {
  const search = new URLSearchParams({ as: 'cleaner', limit: String(CLEANER_BOOKINGS_LIMIT) });
  if (view === 'open') {
    search.set('status', 'pending,confirmed,in_progress');
  } else if (view === 'jobs') {
    search.set('status', 'confirmed,in_progress');
  } else {
    search.set('when', 'past');
    search.set('status', 'completed,cancelled');
  }
  return api.get<BookingPage>(`${apiRoutes.bookings}?${search}`, { signal });
}

export function portalBookingsQueryOptions(view: PortalList) {
  return queryOptions({
    queryKey: cleanerBookingKeys.portal(view),
    queryFn: ({ signal }) => getPortalBookings(view, signal),
    staleTime: 0,
  });
}

export function usePortalBookings(view: PortalList) {
  return useQuery(portalBookingsQueryOptions(view));
}
