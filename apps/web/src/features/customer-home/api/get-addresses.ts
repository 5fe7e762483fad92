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

/** The customer's saved addresses (customers only: pass enabled false for other roles). */
export function useAddresses({ enabled }: { enabled: boolean }) {
  return useQuery({ ...addressesQueryOptions, enabled });
}

/** The address flagged default, else the first one. */
export function defaultAddress(addresses: readonly Address[] | undefined): Address | null {
  if (!addresses?.length) return null;
  return addresses.find((address) => address.isDefault) ?? addresses[0] ?? null;
}
