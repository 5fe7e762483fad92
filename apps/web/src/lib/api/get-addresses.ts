import type { Address } from '@limpa/contracts';
import * as apiRoutes from '@limpa/contracts/api-routes';
import * as meKeys from '@limpa/contracts/query-keys/me';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** One key for every screen, so an address changed on one shows up on the others. */

/** The customer's saved addresses, newest first (at most 1 primary and 5 additional). */
export function getAddresses(signal?: AbortSignal) {
  return api.get<Address[]>(apiRoutes.addresses, { signal });
}

export const addressesQueryOptions = queryOptions({
  queryKey: meKeys.addresses,
  queryFn: ({ signal }) => getAddresses(signal),
});

/** Customers only: pass `enabled: false` for other roles. */
export function useAddresses({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...addressesQueryOptions, enabled });
}
