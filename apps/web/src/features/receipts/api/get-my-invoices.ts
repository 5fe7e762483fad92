import type { MyInvoicePage } from '@limpa/contracts';
import * as apiRoutes from '@limpa/contracts/api-routes';
import * as invoiceKeys from '@limpa/contracts/query-keys/invoices';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const PAGE_SIZE = 20;

/** GET /api/v1/me/invoices: the customer's invoices and credit notes, newest first, keyset pages. */
export function useMyInvoices() {
  return useInfiniteQuery({
    queryKey: invoiceKeys.mine,
    queryFn: ({ pageParam, signal }) => {
      const search = new URLSearchParams({ limit: String(PAGE_SIZE) });
      if (pageParam) search.set('cursor', pageParam);
      return api.get<MyInvoicePage>(`${apiRoutes.myInvoices}?${search}`, { signal });
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}
