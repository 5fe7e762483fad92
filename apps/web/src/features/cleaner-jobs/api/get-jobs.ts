import type { Booking } from '@limpa/contracts';
import * as jobKeys from '@limpa/contracts/query-keys/cleaner-jobs';
import { type QueryClient, useInfiniteQuery } from '@tanstack/react-query';
import {
  type BookingPageFilters,
  bookingPagesQueryOptions,
  findListedBooking,
} from '@/lib/api/get-booking-pages';

/** Upcoming: active jobs not over yet. Past: everything else. Either in the chosen sort. */
export type JobsWhen = BookingPageFilters['when'];
export const JOB_STATUS_FILTERS = [
  'all',
  'pending',
  'confirmed',
  'completed',
  'cancelled',
  'expired',
] as const;
export type JobStatusFilter = (typeof JOB_STATUS_FILTERS)[number];

/** By start time, the server's order (`sort=`): soonest first or latest first. */
export const JOB_SORTS = ['soonest', 'latest'] as const;
export type JobsSort = (typeof JOB_SORTS)[number];
/** Each tab's natural order: what is next, or what happened last. */
export const defaultJobsSort = (when: JobsWhen): JobsSort => (when === 'past' ? 'latest' : 'soonest');

/** GET /api/v1/bookings?as=cleaner&when&status&sort — the cleaner's jobs, a keyset page at a time. */
export function jobsQueryOptions(when: JobsWhen, status: JobStatusFilter, sort: JobsSort) {
  return bookingPagesQueryOptions(jobKeys.list(when, status, sort), {
    as: 'cleaner',
    when,
    status: status === 'all' ? undefined : status,
    sort,
  });
}

export function useJobs(when: JobsWhen, status: JobStatusFilter, sort: JobsSort) {
  return useInfiniteQuery(jobsQueryOptions(when, status, sort));
}

/** A job already loaded by one of the lists (shown at once while its detail refreshes). */
export function findListedJob(queryClient: QueryClient, id: string): Booking | undefined {
  return findListedBooking(queryClient, jobKeys.lists, id);
}
