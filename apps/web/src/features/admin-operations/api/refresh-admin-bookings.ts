import * as adminKeys from '@limpa/contracts/query-keys/admin';
import type { QueryClient } from '@tanstack/react-query';

/** After a money action: bookings, payouts, disputes and the dashboard's figures are read again. */
export function refreshAdmin(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: adminKeys.all });
}
