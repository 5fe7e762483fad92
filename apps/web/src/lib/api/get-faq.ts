import type { FaqItem } from '@limpa/contracts';
import * as apiRoutes from '@limpa/contracts/api-routes';
import * as catalogueKeys from '@limpa/contracts/query-keys/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function getFaq(signal?: AbortSignal) {
  return api.get<FaqItem[]>(apiRoutes.faq, { signal });
}

/** FAQ items in display order; reference data that changes rarely. */
export const faqQueryOptions = queryOptions({
  queryKey: catalogueKeys.faq,
  queryFn: ({ signal }) => getFaq(signal),
  staleTime: 5 * 60_000,
});

export function useFaq() {
  return useQuery(faqQueryOptions);
}
