import type { supportCasePage } from '@limpa/contracts';
import * as apiRoutes from '@limpa/contracts/api-routes';
import * as supportKeys from '@limpa/contracts/query-keys/support';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

const PAGE_SIZE = 20;

/** GET /api/v1/support/cases: the person's own requests, newest activity first, keyset pages. */
export function useMySupportCases() {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: supportKeys.mine,
      queryFn: ({ pageParam, signal }) => {
        const search = new URLSearchParams({ limit: String(PAGE_SIZE) });
        if (pageParam) search.set('cursor', pageParam);
        return api.get<z.infer<typeof supportCasePage>>(`${apiRoutes.supportCases}?${search}`, { signal });
      },
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.nextCursor,
    }),
  );
}
