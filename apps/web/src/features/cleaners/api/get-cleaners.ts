import type { CleanerSearchPage, CleanerSort } from '@limpa/contracts';
import * as apiRoutes from '@limpa/contracts/api-routes';
import * as cleanerKeys from '@limpa/contracts/query-keys/cleaners';
import type { HomeType } from '@limpa/domain';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface CleanerFilters {
  q?: string;
  service?: string;
  city?: string;
  homeType?: HomeType;
  sort?: CleanerSort;
  /** A saved address: only the cleaners who serve it, each with their distance (needed by sort=nearest). */
  servesAddressId?: string;
}

export const CLEANERS_PAGE_SIZE = 20;

/** Only the filters that say something: '' and undefined are left out of the key and the URL. */
function cleanFilters(filters: CleanerFilters): CleanerFilters {
  return Object.fromEntries(
    Object.entries(filters).filter(([, value]) => typeof value === 'string' && value.trim() !== ''),
  ) as CleanerFilters;
}

export function cleanersPath(filters: CleanerFilters, cursor?: string | null): string {
  const params = new URLSearchParams({ ...cleanFilters(filters), limit: String(CLEANERS_PAGE_SIZE) });
  if (cursor) params.set('cursor', cursor);
  return `${apiRoutes.providers}?${params}`;
}

/** GET /api/v1/providers: one keyset page at a time ("Load more" follows `nextCursor`). */
export function cleanersQueryOptions(filters: CleanerFilters) {
  const clean = cleanFilters(filters);
  return infiniteQueryOptions({
    queryKey: cleanerKeys.list(clean),
    queryFn: ({ pageParam, signal }) =>
      api.get<CleanerSearchPage>(cleanersPath(clean, pageParam), { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export function useCleaners(filters: CleanerFilters, options: { enabled?: boolean } = {}) {
  return useInfiniteQuery({
    ...cleanersQueryOptions(filters),
    enabled: options.enabled ?? true,
    // A new search keeps the previous results on screen (dimmed) instead of flashing skeletons.
    placeholderData: keepPreviousData,
  });
}
