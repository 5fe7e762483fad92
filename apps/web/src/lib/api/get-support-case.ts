import type { SupportCaseDetail } from '@limpa/contracts';
import { apiPath } from '@limpa/contracts/api-paths';
import * as apiRoutes from '@limpa/contracts/api-routes';
import * as supportKeys from '@limpa/contracts/query-keys/support';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * GET /api/v1/support/cases/:id: a help-desk case and its whole conversation, for the person who asked (the
 * Help page) and for admins (the queue).
 */
export function useSupportCase(id: string) {
  return useQuery(
    queryOptions({
      queryKey: supportKeys.detail(id),
      queryFn: ({ signal }) => api.get<SupportCaseDetail>(apiPath(apiRoutes.supportCase, { id }), { signal }),
      // The answer's notification refreshes the lists; an open thread also looks again now and then.
      refetchInterval: 60_000,
    }),
  );
}
