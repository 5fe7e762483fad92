import type { Booking } from '@limpa/contracts';
import { apiPath } from '@limpa/contracts/api-paths';
import * as apiRoutes from '@limpa/contracts/api-routes';
import * as adminKeys from '@limpa/contracts/query-keys/admin';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { findListedAdminBooking } from './get-admin-bookings';

/** GET /api/v1/admin/bookings/:id: any booking, with its parties, prices and charges. */
export function getAdminBooking(id: string, signal?: AbortSignal) {
  return api.get<Booking>(apiPath(apiRoutes.adminBooking, { id }), { signal });
}

export function adminBookingQueryOptions(id: string) {
  return queryOptions({
    queryKey: adminKeys.booking(id),
    queryFn: ({ signal }) => getAdminBooking(id, signal),
    staleTime: 0,
  });
}

/** One booking; the copy from the list shows at once while the fresh one loads. */
export function useAdminBooking(id: string) {
  const queryClient = useQueryClient();
  return useQuery({
    ...adminBookingQueryOptions(id),
    placeholderData: () => findListedAdminBooking(queryClient, id),
  });
}
