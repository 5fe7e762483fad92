import type { AddressTax } from '@limpa/contracts';
import { apiPath } from '@limpa/contracts/api-paths';
import * as apiRoutes from '@limpa/contracts/api-routes';
import * as meKeys from '@limpa/contracts/query-keys/me';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * What a booking at the address on `date` (today there until a day is chosen) is taxed with, for the summary
 * to show the lines it will be charged (decision 079). The server prices the booking again.
 */
export function useAddressTax(addressId: string | null, date: string | null) {
  return useQuery({
    queryKey: meKeys.addressTax(addressId ?? '', date),
    queryFn: ({ signal }) => {
      const search = date ? `?${new URLSearchParams({ date })}` : '';
      return api.get<AddressTax>(`${apiPath(apiRoutes.addressTax, { id: addressId ?? '' })}${search}`, {
        signal,
      });
    },
    enabled: addressId !== null,
    staleTime: 5 * 60_000,
  });
}
