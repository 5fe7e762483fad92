import type { bookingPage } from '@limpa/contracts';
import * as apiRoutes from '@limpa/contracts/api-routes';
import * as cleanerBookingKeys from '@limpa/contracts/query-keys/cleaner-bookings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

type BookingPage = z.infer<typeof bookingPage>;

/** The API's largest page; more pending requests than this show as "100+". */
export const PENDING_COUNT_PAGE = 100;

export interface PendingCount {
  count: number;
  /** True when there are more than `count`. */
  more: boolean;
}

/** How many bookings wait for the cleaner to confirm or cancel them (status pending). */
export async function getPendingCount(signal?: AbortSignal): Promise<PendingCount> {
  const search = new URLSearchParams({ as: 'cleaner', status: 'pending', limit: String(PENDING_COUNT_PAGE) });
  const page = await api.get<BookingPage>(`${apiRoutes.bookings}?${search}`, { signal });
  return { count: page.items.length, more: page.nextCursor !== null };
}

export const pendingCountQueryOptions = queryOptions({
  queryKey: cleanerBookingKeys.pendingCount,
  queryFn: ({ signal }) => getPendingCount(signal),
  staleTime: 0,
});

export function usePendingCount() {
  return useQuery(pendingCountQueryOptions);
}
