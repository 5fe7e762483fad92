import type { PayoutAccount } from '@limpa/contracts';
import * as apiRoutes from '@limpa/contracts/api-routes';
import * as meKeys from '@limpa/contracts/query-keys/me';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/v1/me/payout: whether the cleaner's payout account exists and can receive money. */
export const payoutAccountQueryOptions = queryOptions({
  queryKey: meKeys.payoutAccount,
  queryFn: ({ signal }) => api.get<PayoutAccount>(apiRoutes.payoutAccount, { signal }),
  staleTime: 0,
});

/** Read only in Stripe mode, where the account lives at Stripe (asked again on every visit to step 3). */
export function usePayoutAccount(enabled: boolean) {
  return useQuery({ ...payoutAccountQueryOptions, enabled });
}
