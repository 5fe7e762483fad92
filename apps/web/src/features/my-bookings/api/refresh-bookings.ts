import * as bookingKeys from '@limpa/contracts/query-keys/bookings';
import type { QueryClient } from '@tanstack/react-query';

/** After a payment changed: every list and detail of the customer's bookings is read again. */
export function refreshBookings(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: bookingKeys.all });
}
