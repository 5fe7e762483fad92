import type { Booking, bookingPage } from '@limpa/contracts';
import * as apiRoutes from '@limpa/contracts/api-routes';
import * as jobKeys from '@limpa/contracts/query-keys/cleaner-jobs';
import {
  type InfiniteData,
  infiniteQueryOptions,
  type QueryClient,
  useInfiniteQuery,
} from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

export type JobPage = z.infer<typeof bookingPage>;
/** Upcoming: active jobs not over yet. Past: everything else. Either in the chosen sort. */
export type JobsWhen = 'upcoming' | 'past';
export const JOB_STATUS_FILTERS = [
  'all',
  'pending',
  'confirmed',
  'completed',
  'cancelled',
  'expired',
] as const;
export type JobStatusFilter = (typeof JOB_STATUS_FILTERS)[number];

export const JOBS_PAGE_SIZE = 10;

/** By start time, the server's order (`sort=`): soonest first or latest first. */
export const JOB_SORTS = ['soonest', 'latest'] as const;
export type JobsSort = (typeof JOB_SORTS)[number];
/** Each tab's natural order: what is next, or what happened last. */
export const defaultJobsSort = (when: JobsWhen): JobsSort => (when === 'past' ? 'latest' : 'soonest');

/** GET /api/v1/bookings?as=cleaner&when&status&sort — one keyset page of the cleaner's jobs. */
export function getJobs(
  when: JobsWhen,
  status: JobStatusFilter,
  sort: JobsSort,
  cursor: string | null,
  signal?: AbortSignal,
) {
  const search = new URLSearchParams({ as: 'cleaner', when, sort, limit: String(JOBS_PAGE_SIZE) });
  if (status !== 'all') search.set('status', status);
  if (cursor) search.set('cursor', cursor);
  return api.get<JobPage>(`${apiRoutes.bookings}?${search}`, { signal });
}

export function jobsQueryOptions(when: JobsWhen, status: JobStatusFilter, sort: JobsSort) {
  return infiniteQueryOptions({
    queryKey: jobKeys.list(when, status, sort),
    queryFn: ({ pageParam, signal }) => getJobs(when, status, sort, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 0,
  });
}

export function useJobs(when: JobsWhen, status: JobStatusFilter, sort: JobsSort) {
  return useInfiniteQuery(jobsQueryOptions(when, status, sort));
}

/** A job already loaded by one of the lists (shown at once while its detail refreshes). */
export function findListedJob(queryClient: QueryClient, id: string): Booking | undefined {
  const lists = queryClient.getQueriesData<InfiniteData<JobPage>>({ queryKey: jobKeys.lists });
  for (const [, data] of lists) {
    for (const page of data?.pages ?? []) {
      const found = page.items.find((booking) => booking.id === id);
      if (found) return found;
    }
  }
  return undefined;
}
