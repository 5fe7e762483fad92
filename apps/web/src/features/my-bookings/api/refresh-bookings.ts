import type { QueryClient } from '@tanstack/react-query';
import { BOOKINGS_QUERY_KEY } from './get-bookings';

/** After a payment changed: every list and detail of the customer's bookings is read again. */
export function refreshBookings(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: BOOKINGS_QUERY_KEY });
}
