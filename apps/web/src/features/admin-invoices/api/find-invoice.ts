import type { AdminInvoice } from '@limpa/contracts';
import * as apiRoutes from '@limpa/contracts/api-routes';
import * as invoiceKeys from '@limpa/contracts/query-keys/invoices';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/v1/admin/invoices?number=: the one document with this number (404 none, 422 not a number). */
export function useFindInvoice(number: string | null) {
  return useQuery({
    queryKey: invoiceKeys.byNumber(number ?? ''),
    queryFn: ({ signal }) =>
      api.get<AdminInvoice>(`${apiRoutes.adminInvoices}?${new URLSearchParams({ number: number ?? '' })}`, {
        signal,
      }),
    enabled: number !== null,
    retry: false,
  });
}
