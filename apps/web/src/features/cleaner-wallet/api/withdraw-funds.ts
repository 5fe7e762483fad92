import type { WithdrawResponse } from '@limpa/contracts';
import * as apiRoutes from '@limpa/contracts/api-routes';
import * as walletKeys from '@limpa/contracts/query-keys/cleaner-wallet';
import * as earningsKeys from '@limpa/contracts/query-keys/earnings';
import { IDEMPOTENCY_KEY_HEADER } from '@limpa/contracts/withdrawals';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * POST /api/v1/me/payouts/withdraw with the click's own idempotency key (a repeated request answers the same
 * payout). Whatever the answer, the balances, the history and the button's state are read again.
 */
export function useWithdrawFunds() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (idempotencyKey: string) =>
      api.post<WithdrawResponse>(apiRoutes.withdraw, undefined, {
        headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
      }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: walletKeys.earnings }),
        queryClient.invalidateQueries({ queryKey: walletKeys.withdrawal }),
        queryClient.invalidateQueries({ queryKey: earningsKeys.all }),
      ]),
  });
}
