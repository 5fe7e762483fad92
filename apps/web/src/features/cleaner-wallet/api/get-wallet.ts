import { EARNINGS_PAGE_SIZE, type EarningsResponse } from '@limpa/contracts';
import * as apiRoutes from '@limpa/contracts/api-routes';
import * as walletKeys from '@limpa/contracts/query-keys/cleaner-wallet';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/v1/me/earnings — totals and counts, plus one keyset page of transactions (newest first). */
export function getWallet(cursor: string | null, signal?: AbortSignal) {
  const search = new URLSearchParams({ limit: String(EARNINGS_PAGE_SIZE) });
  if (cursor) search.set('cursor', cursor);
  return api.get<EarningsResponse>(`${apiRoutes.earnings}?${search}`, { signal });
}

export const walletQueryOptions = infiniteQueryOptions({
  queryKey: walletKeys.earnings,
  queryFn: ({ pageParam, signal }) => getWallet(pageParam, signal),
  initialPageParam: null as string | null,
  getNextPageParam: (last) => last.nextCursor,
  // A job completed in the portal must show at once when the wallet opens again.
  staleTime: 0,
});

export function useWallet() {
  return useInfiniteQuery(walletQueryOptions);
}

/** GET /api/v1/me/earnings.csv — every transaction as a file (a plain link with `download`). */
export const EARNINGS_CSV_URL = apiRoutes.earningsCsv;
