import type { adminSupportCasePage } from '@limpa/contracts';
import * as apiRoutes from '@limpa/contracts/api-routes';
import * as supportKeys from '@limpa/contracts/query-keys/support';
import type { SupportCaseStatus, SupportTopic } from '@limpa/domain';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

const PAGE_SIZE = 20;

export interface QueueFilters {
  status?: SupportCaseStatus;
  topic?: SupportTopic;
}

/** GET /api/v1/admin/support/cases?status=&topic=: the queue, newest activity first, keyset pages. */
export function useSupportQueue(filters: QueueFilters) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: supportKeys.queue(filters),
      queryFn: ({ pageParam, signal }) => {
        const search = new URLSearchParams({ limit: String(PAGE_SIZE) });
        if (filters.status) search.set('status', filters.status);
        if (filters.topic) search.set('topic', filters.topic);
        if (pageParam) search.set('cursor', pageParam);
        return api.get<z.infer<typeof adminSupportCasePage>>(`${apiRoutes.adminSupportCases}?${search}`, {
          signal,
        });
      },
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.nextCursor,
      staleTime: 0,
    }),
  );
}
