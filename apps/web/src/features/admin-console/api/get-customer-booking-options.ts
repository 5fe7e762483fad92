import type { AdminCustomerBookingOptions, AdminCustomerSlots } from '@limpa/contracts';
import { apiPath } from '@limpa/contracts/api-paths';
import * as apiRoutes from '@limpa/contracts/api-routes';
import * as adminKeys from '@limpa/contracts/query-keys/admin';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The customer's own saved addresses and cards: all an admin may book with in their name. */
export function useCustomerBookingOptions(profileId: string) {
  return useQuery({
    queryKey: adminKeys.customerBookingOptions(profileId),
    queryFn: ({ signal }) =>
      api.get<AdminCustomerBookingOptions>(apiPath(apiRoutes.adminCustomerBookingOptions, { profileId }), {
        signal,
      }),
  });
}

export interface CustomerSlotsQuery {
  addressId: string;
  date: string;
  homeType: string;
}

/** Free times at one of the customer's addresses with the free cleaners' names; asks only once all is chosen. */
export function useCustomerSlots(profileId: string, query: CustomerSlotsQuery | null) {
  return useQuery({
    queryKey: adminKeys.customerSlots(profileId, query ?? {}),
    queryFn: ({ signal }) => {
      const search = new URLSearchParams({ ...query!, isRecurring: 'false' });
      return api.get<AdminCustomerSlots>(
        `${apiPath(apiRoutes.adminCustomerSlots, { profileId })}?${search}`,
        { signal },
      );
    },
    enabled: query !== null,
  });
}
