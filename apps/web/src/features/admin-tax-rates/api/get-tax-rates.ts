import type { AdminTaxRates } from '@limpa/contracts';
import * as apiRoutes from '@limpa/contracts/api-routes';
import * as adminKeys from '@limpa/contracts/query-keys/admin';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/v1/admin/tax-rates: every rate row, marked in force, scheduled or replaced on the API's today. */
export function useTaxRates() {
  return useQuery({
    queryKey: adminKeys.taxRates,
    queryFn: ({ signal }) => api.get<AdminTaxRates>(apiRoutes.adminTaxRates, { signal }),
  });
}
