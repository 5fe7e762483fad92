import type { PaymentMethod } from '@limpa/contracts';
import * as apiRoutes from '@limpa/contracts/api-routes';
import * as meKeys from '@limpa/contracts/query-keys/me';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** One key for every screen, so a card added on the payment methods screen shows up in the wizard. */

export function getPaymentMethods(signal?: AbortSignal) {
  return api.get<PaymentMethod[]>(apiRoutes.paymentMethods, { signal });
}

export const paymentMethodsQueryOptions = queryOptions({
  queryKey: meKeys.paymentMethods,
  queryFn: ({ signal }) => getPaymentMethods(signal),
});

/** The customer's saved cards, newest first (never numbers or tokens). */
export function usePaymentMethods() {
  return useQuery(paymentMethodsQueryOptions);
}
