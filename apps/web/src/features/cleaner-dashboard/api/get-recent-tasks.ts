import type { Booking, bookingPage } from '@limpa/contracts';
import * as apiRoutes from '@limpa/contracts/api-routes';
import * as cleanerBookingKeys from '@limpa/contracts/query-keys/cleaner-bookings';
import { RECENT_TASKS_FETCH, RECENT_TASKS_SHOWN } from '@limpa/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

type BookingPage = z.infer<typeof bookingPage>;

/**
 * docs/product-rules.md#cleaner-screens: the dashboard fetches the cleaner's 5 soonest upcoming bookings and
 * shows the 2 earliest as Recent Tasks.
 */
export async function getRecentTasks(signal?: AbortSignal): Promise<Booking[]> {
  const search = new URLSearchParams({ as: 'cleaner', when: 'upcoming', limit: String(RECENT_TASKS_FETCH) });
  const page = await api.get<BookingPage>(`${apiRoutes.bookings}?${search}`, { signal });
  return page.items.slice(0, RECENT_TASKS_SHOWN);
}

export const recentTasksQueryOptions = queryOptions({
  queryKey: cleanerBookingKeys.recentTasks,
  queryFn: ({ signal }) => getRecentTasks(signal),
  staleTime: 0,
});

export function useRecentTasks() {
  return useQuery(recentTasksQueryOptions);
}
