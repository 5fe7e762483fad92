import type { Booking, bookingPage } from '@limpa/contracts';
import * as apiRoutes from '@limpa/contracts/api-routes';
import * as scheduleKeys from '@limpa/contracts/query-keys/cleaner-schedule';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

type BookingPage = z.infer<typeof bookingPage>;

/** docs/product-rules.md#cleaner-screens: the upcoming jobs list shows 5. */
export const UPCOMING_JOBS_LIMIT = 5;

/** GET /api/v1/bookings?as=cleaner&when=upcoming&limit=5 — the next active jobs, soonest first. */
export async function getUpcomingJobs(signal?: AbortSignal): Promise<Booking[]> {
  const search = new URLSearchParams({ as: 'cleaner', when: 'upcoming', limit: String(UPCOMING_JOBS_LIMIT) });
  const page = await api.get<BookingPage>(`${apiRoutes.bookings}?${search}`, { signal });
  return page.items;
}

export const upcomingJobsQueryOptions = queryOptions({
  queryKey: scheduleKeys.upcoming,
  queryFn: ({ signal }) => getUpcomingJobs(signal),
  staleTime: 0,
});

export function useUpcomingJobs() {
  return useQuery(upcomingJobsQueryOptions);
}
