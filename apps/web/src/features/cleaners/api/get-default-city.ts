import type { Address } from '@limpa/contracts';
import * as apiRoutes from '@limpa/contracts/api-routes';
import * as cleanerKeys from '@limpa/contracts/query-keys/cleaners';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The city of an address as cleaners list theirs: Canada → city, Portugal → locality (else city). */
export function cityOfAddress(address: Pick<Address, 'country' | 'city' | 'locality'>): string {
  const city = address.country === 'canada' ? address.city : (address.locality ?? address.city);
  return (city ?? '').trim();
}

/** The default address (else the primary one, else the first) of a list. */
export function defaultAddress(addresses: Address[]): Address | undefined {
  return (
    addresses.find((a) => a.isDefault) ?? addresses.find((a) => a.addressType === 'primary') ?? addresses[0]
  );
}

/** GET /api/v1/me/addresses, reduced to the city that prefills the cleaners filter ('' when none). */
export const defaultCityQueryOptions = queryOptions({
  queryKey: cleanerKeys.defaultCity,
  queryFn: ({ signal }) => api.get<Address[]>(apiRoutes.addresses, { signal }),
  select: (addresses) => {
    const address = defaultAddress(addresses);
    return address ? cityOfAddress(address) : '';
  },
  retry: false,
});

export function useDefaultCity(options: { enabled?: boolean } = {}) {
  return useQuery({ ...defaultCityQueryOptions, enabled: options.enabled ?? true });
}
