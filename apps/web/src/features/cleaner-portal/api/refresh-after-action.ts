import * as bookingKeys from '@limpa/contracts/query-keys/bookings';
import * as earningsKeys from '@limpa/contracts/query-keys/earnings';
import type { QueryClient } from '@tanstack/react-query';

/**
 * After a confirm, cancel or complete: every booking list (this portal's, the dashboard's, the schedule's)
 * and the earnings figures are out of date.
 */
export async function refreshAfterBookingAction(queryClient: QueryClient) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
    queryClient.invalidateQueries({ queryKey: earningsKeys.all }),
  ]);
}
