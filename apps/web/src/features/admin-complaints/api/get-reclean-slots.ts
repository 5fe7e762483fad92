import type { AdminCustomerSlots } from '@limpa/contracts';
import { apiPath } from '@limpa/contracts/api-paths';
import * as apiRoutes from '@limpa/contracts/api-routes';
import * as adminKeys from '@limpa/contracts/query-keys/admin';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface RecleanSlotsQuery {
  profileId: string;
  addressId: string;
  homeType: string;
  date: string;
}

/**
 * The re-clean's free times with the cleaners free then: the "book for a customer" slots (decision 057) at the
 * booking's address for its home; asked only once a date is chosen. The server checks the slot again on decide.
 */
export function useRecleanSlots(query: RecleanSlotsQuery | null) {
  return useQuery({
    queryKey: adminKeys.customerSlots(query?.profileId ?? '', query ?? {}),
    queryFn: ({ signal }) => {
      const { profileId, ...rest } = query!;
      const search = new URLSearchParams({ ...rest, isRecurring: 'false' });
      return api.get<AdminCustomerSlots>(
        `${apiPath(apiRoutes.adminCustomerSlots, { profileId })}?${search}`,
        { signal },
      );
    },
    enabled: query !== null,
  });
}
