import type { AdminReportPage } from '@limpa/contracts';
import * as apiRoutes from '@limpa/contracts/api-routes';
import * as adminKeys from '@limpa/contracts/query-keys/admin';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const REPORT_FILTERS = ['open', 'action_taken', 'dismissed'] as const;
export type ReportFilter = (typeof REPORT_FILTERS)[number];

/** GET /api/v1/admin/reports: one status, newest first, 50 a page. */
export function getAdminReports(status: ReportFilter, cursor: string | null, signal?: AbortSignal) {
  const params = new URLSearchParams({ status });
  if (cursor) params.set('cursor', cursor);
  return api.get<AdminReportPage>(`${apiRoutes.adminContentReports}?${params}`, { signal });
}

export function useAdminReports(status: ReportFilter) {
  return useInfiniteQuery({
    ...infiniteQueryOptions({
      queryKey: adminKeys.contentReportList(status),
      queryFn: ({ pageParam, signal }) => getAdminReports(status, pageParam, signal),
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.nextCursor,
      staleTime: 0,
    }),
    placeholderData: keepPreviousData,
  });
}
