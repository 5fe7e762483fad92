import type { ResendPayoutResponse } from '@limpa/contracts';
import { apiPath } from '@limpa/contracts/api-paths';
import * as apiRoutes from '@limpa/contracts/api-routes';
import * as adminKeys from '@limpa/contracts/query-keys/admin';
import { useQueryClient } from '@tanstack/react-query';
import { useActionMutation } from '@/lib/api/use-action-mutation';
import { api } from '@/lib/api-client';

/** POST /api/v1/admin/payouts/:id/resend: the money a reversal left held, as a new transfer (decision 043). */
export function resendPayout(payoutId: string) {
  return api.post<ResendPayoutResponse>(apiPath(apiRoutes.adminResendPayout, { id: payoutId }));
}

export function useResendPayout() {
  const queryClient = useQueryClient();
  return useActionMutation({
    mutationFn: resendPayout,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
