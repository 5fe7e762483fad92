import type { Booking, bookingPage } from '@limpa/contracts';
import * as apiRoutes from '@limpa/contracts/api-routes';
import * as scheduleKeys from '@limpa/contracts/query-keys/cleaner-schedule';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { monthQueryRange } from '../schedule-dates';

type BookingPage = z.infer<typeof bookingPage>;

/** Every status but cancelled: what is or was on the cleaner's calendar. */
export const SCHEDULE_STATUSES = ['pending', 'confirmed', 'in_progress', 'completed'] as const;
const PAGE_SIZE = 100;
/** A guard: 10 pages of 100 is far above any real month of one cleaner. */
const MAX_PAGES = 10;

/**
 * GET /api/v1/bookings?as=cleaner&from&to&status — the cleaner's jobs of one month ('YYYY-MM'), every page,
 * kept by their local booking date (see `monthQueryRange`).
 */
export async function getMonthJobs(month: string, signal?: AbortSignal): Promise<Booking[]> {
  const { from, to } = monthQueryRange(month);
  const items: Booking[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const search = new URLSearchParams({
      as: 'cleaner',
      from,
      to,
      status: SCHEDULE_STATUSES.join(','),
      limit: String(PAGE_SIZE),
    });
    if (cursor) search.set('cursor', cursor);
    const result: BookingPage = await api.get<BookingPage>(`${apiRoutes.bookings}?${search}`, {
      signal,
    });
    items.push(...result.items);
    cursor = result.nextCursor;
    if (!cursor) break;
  }
  return items.filter((booking) => booking.bookingDate.startsWith(`${month}-`));
}

export function monthJobsQueryOptions(month: string) {
  return queryOptions({
    queryKey: scheduleKeys.month(month),
    queryFn: ({ signal }) => getMonthJobs(month, signal),
    // A job confirmed or completed in the portal shows as soon as the schedule opens again.
    staleTime: 0,
  });
}

export function useMonthJobs(month: string) {
  return useQuery(monthJobsQueryOptions(month));
}
