import type { AdminOpenBooking } from '@limpa/contracts';
import { apiPath } from '@limpa/contracts/api-paths';
import * as apiRoutes from '@limpa/contracts/api-routes';
import * as adminKeys from '@limpa/contracts/query-keys/admin';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** A cleaner's bookings still to come, each with the cleaners free to take it over. */
export function useCleanerOpenBookings(profileId: string) {
  return useQuery({
    queryKey: adminKeys.cleanerOpenBookings(profileId),
    queryFn: ({ signal }) =>
      api.get<{ items: AdminOpenBooking[] }>(apiPath(apiRoutes.adminCleanerOpenBookings, { profileId }), {
        signal,
      }),
  });
}
