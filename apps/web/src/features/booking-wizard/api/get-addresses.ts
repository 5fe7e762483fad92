import type { Address } from '@limpa/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Shared with the addresses screen, so a change there shows up here. */
export const ADDRESSES_QUERY_KEY = ['me', 'addresses'] as const;

export function getAddresses(signal?: AbortSignal) {
  return api.get<Address[]>('/api/v1/me/addresses', { signal });
}

export const addressesQueryOptions = queryOptions({
  queryKey: ADDRESSES_QUERY_KEY,
  queryFn: ({ signal }) => getAddresses(signal),
});

/** The customer's saved addresses, newest first. */
export function useAddresses() {
  return useQuery(addressesQueryOptions);
}
