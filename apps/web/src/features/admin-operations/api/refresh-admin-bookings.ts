import type { QueryClient } from '@tanstack/react-query';
import { ADMIN_QUERY_KEY } from './admin-operations-query-keys';

/** After a money action: bookings, payouts, disputes and the dashboard's figures are read again. */
export function refreshAdmin(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: ADMIN_QUERY_KEY });
}
