import type { PaymentsConfig } from '@limpa/contracts';
import * as apiRoutes from '@limpa/contracts/api-routes';
import * as appKeys from '@limpa/contracts/query-keys/app';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type { PaymentsConfig };

/** GET /api/v1/payments/config (public): which processor takes cards, and Stripe's publishable key. */
export const paymentsConfigQueryOptions = queryOptions({
  queryKey: appKeys.paymentsConfig,
  queryFn: ({ signal }) => api.get<PaymentsConfig>(apiRoutes.paymentsConfig, { signal }),
  // Fixed for the server's lifetime.
  staleTime: Number.POSITIVE_INFINITY,
});

/** The payments configuration; undefined while it loads (screens wait rather than guess the processor). */
export function usePaymentsConfig() {
  return useQuery(paymentsConfigQueryOptions);
}
