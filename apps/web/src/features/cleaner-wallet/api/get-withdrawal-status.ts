import type { WithdrawalStatusResponse } from '@limpa/contracts';
import * as apiRoutes from '@limpa/contracts/api-routes';
import * as walletKeys from '@limpa/contracts/query-keys/cleaner-wallet';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/v1/me/payouts/withdrawal — whether Withdraw can work now, else why (decision 051). */
export const withdrawalStatusQueryOptions = queryOptions({
  queryKey: walletKeys.withdrawal,
  queryFn: ({ signal }) => api.get<WithdrawalStatusResponse>(apiRoutes.withdrawalStatus, { signal }),
  // Earnings arrive and the 24 hours pass while the page is closed: ask again each time it opens.
  staleTime: 0,
});

export function useWithdrawalStatus() {
  return useQuery(withdrawalStatusQueryOptions);
}
