import type { AdminRevenueResponse } from '@limpa/contracts';
import * as apiRoutes from '@limpa/contracts/api-routes';
import * as adminKeys from '@limpa/contracts/query-keys/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/v1/admin/reports/revenue: money moved per month and currency, newest month first. */
export function getRevenueReport(signal?: AbortSignal) {
  return api.get<AdminRevenueResponse>(apiRoutes.adminRevenueReport, { signal });
}

/** The same figures as a CSV download (the API names the file). */
export const REVENUE_CSV_URL = apiRoutes.adminRevenueReportCsv;

export const revenueReportQueryOptions = queryOptions({
  queryKey: adminKeys.revenueReport,
  queryFn: ({ signal }) => getRevenueReport(signal),
  staleTime: 0,
});

export function useRevenueReport() {
  return useQuery(revenueReportQueryOptions);
}
