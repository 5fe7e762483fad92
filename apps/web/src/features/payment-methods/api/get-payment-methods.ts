import type { PaymentMethod } from '@limpa/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const PAYMENT_METHODS_QUERY_KEY = ['me', 'payment-methods'] as const;

export function getPaymentMethods(signal?: AbortSignal) {
  return api.get<PaymentMethod[]>('/api/v1/me/payment-methods', { signal });
}

export const paymentMethodsQueryOptions = queryOptions({
  queryKey: PAYMENT_METHODS_QUERY_KEY,
  queryFn: ({ signal }) => getPaymentMethods(signal),
});

/** The customer's saved cards, newest first (as the API lists them). */
export function usePaymentMethods() {
  return useQuery(paymentMethodsQueryOptions);
}
